import { z } from 'zod';
import './zod-config.ts';
import { int32, safeString } from './schema-helpers.ts';
import { id } from './energy-fields.ts';
import type { JobKind } from './jobs.ts';

/**
 * Where a plant's daily generation comes from: files an operator imports (CSV), or the SolarEdge monitoring
 * API's site energy (`/site/{siteId}/energy?timeUnit=DAY`), pulled on a schedule.
 */
export const GENERATION_SOURCE_KINDS = ['CSV', 'SOLAREDGE'] as const;
export type GenerationSourceKind = (typeof GENERATION_SOURCE_KINDS)[number];

/**
 * A pulled source's state: never pulled, its last pull landed, it failed and is tried again later, the portal
 * asked to wait (429), or it refused the key (401/403) and waits for a new one.
 */
export const GENERATION_SOURCE_STATES = ['idle', 'ok', 'error', 'throttled', 'needs_credentials'] as const;
export type GenerationSourceState = (typeof GENERATION_SOURCE_STATES)[number];

export const SOLAREDGE_BASE_URL = 'https://monitoringapi.solaredge.com';
export const GENERATION_PULL_JOB_KIND = 'energy.pull-generation' satisfies JobKind;

/** A plant's source as anyone who reads the plant sees it: the API key only as whether one is stored. */
export const generationSourceSchema = z.object({
  plant_id: id,
  kind: z.enum(GENERATION_SOURCE_KINDS),
  base_url: safeString().nullable(),
  site_id: safeString().nullable(),
  api_key_set: z.boolean(),
  enabled: z.boolean(),
  interval_minutes: int32(),
  state: z.enum(GENERATION_SOURCE_STATES),
  /** A pull of it is queued or running. */
  pulling: z.boolean(),
  failures: int32(),
  last_pull_at: safeString().nullable(),
  next_pull_at: safeString().nullable(),
  /** Why the last pull failed, as a code and in the reader's language. */
  last_error: safeString().nullable(),
  last_error_message: safeString().nullable(),
  last_import_id: id.nullable(),
});
export type GenerationSource = z.infer<typeof generationSourceSchema>;

/** What an operator sets; `api_key` is write-only: left out, the stored key stays. */
export const generationSourceInputSchema = z.object({
  kind: z.enum(GENERATION_SOURCE_KINDS),
  base_url: safeString()
    .trim()
    .max(300)
    .refine((v) => /^https?:\/\/[^\s/]+/i.test(v), { message: 'invalid' })
    .nullable()
    .default(null),
  site_id: safeString()
    .trim()
    .regex(/^\d{1,12}$/, { message: 'invalid' })
    .nullable()
    .default(null),
  api_key: safeString().trim().min(8, { message: 'invalid' }).max(200).optional(),
  enabled: z.boolean().default(true),
  interval_minutes: int32().min(60).max(10_080).default(360),
});
export type GenerationSourceInput = z.input<typeof generationSourceInputSchema>;
export type GenerationSourceSettings = z.output<typeof generationSourceInputSchema>;
