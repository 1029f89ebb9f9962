import { z } from 'zod';
import './zod-config.ts';
import { int32, queryInt, safeString } from './schema-helpers.ts';
import { listQuerySchema, pageOf } from './api.ts';

/**
 * The Workana automations area (`/api/workana/`, subject `Workana`): jobs gathered from pluggable sources,
 * each reader's rules, the notifications those rules raise, and the runs of every source.
 */
export const WORKANA_SOURCE_KINDS = ['workana', 'rss', 'webhook', 'fixture'] as const;
export type WorkanaSourceKind = (typeof WORKANA_SOURCE_KINDS)[number];
export const WORKANA_SOURCE_STATES = ['idle', 'ok', 'blocked', 'error'] as const;
export type WorkanaSourceState = (typeof WORKANA_SOURCE_STATES)[number];
/** A run's outcome as the run history shows it: its job state, with a failed run told blocked or error. */
export const WORKANA_RUN_STATUSES = ['queued', 'running', 'ok', 'blocked', 'error'] as const;
export type WorkanaRunStatus = (typeof WORKANA_RUN_STATUSES)[number];
/** Why a run failed: the site blocked it, it failed (its message beside), or its process died or lost its lock. */
export const WORKANA_RUN_ERRORS = ['blocked', 'failed', 'interrupted', 'lock_lost'] as const;
export type WorkanaRunError = (typeof WORKANA_RUN_ERRORS)[number];
export const BUDGET_TYPES = ['fixed', 'hourly'] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];

const currency = safeString().regex(/^[A-Z]{3}$/, { message: 'invalid_currency' });
const word = safeString().trim().min(1).max(60);
const country = safeString().regex(/^[A-Z]{2}$/, { message: 'invalid_country' });

export const jobBudgetSchema = z.object({
  type: z.enum(BUDGET_TYPES),
  min: z.number().nullable(),
  max: z.number().nullable(),
  currency: currency.nullable(),
  raw: safeString(),
});
export type JobBudget = z.infer<typeof jobBudgetSchema>;

/** One job as every source normalises it. */
export const workanaJobSchema = z.object({
  id: int32(),
  source: z.enum(WORKANA_SOURCE_KINDS),
  external_id: safeString(),
  url: safeString(),
  title: safeString(),
  description: safeString(),
  skills: z.array(safeString()),
  budget: jobBudgetSchema.nullable(),
  bids: int32().nullable(),
  posted_at: safeString().nullable(),
  client: z.object({
    name: safeString().nullable(),
    country: safeString().nullable(),
    payment_verified: z.boolean(),
    rating: z.number().nullable(),
  }),
  flags: z.object({ urgent: z.boolean(), featured: z.boolean(), invite: z.boolean() }),
  first_seen_at: safeString(),
});
export type WorkanaJob = z.infer<typeof workanaJobSchema>;

/** A rule's criteria; every one left empty (or null) lets any job through. */
export const ruleCriteriaSchema = z.strictObject({
  include: z.array(word).max(50).default([]),
  exclude: z.array(word).max(50).default([]),
  skills: z.array(word).max(50).default([]),
  skills_mode: z.enum(['any', 'all']).default('any'),
  budget_type: z.enum(['any', ...BUDGET_TYPES]).default('any'),
  budget_min: z.number().min(0).nullable().default(null),
  budget_max: z.number().min(0).nullable().default(null),
  budget_currency: currency.default('BRL'),
  max_age_hours: int32()
    .min(1)
    .max(24 * 90)
    .nullable()
    .default(null),
  max_bids: int32().min(0).max(10_000).nullable().default(null),
  countries: z.array(country).max(60).default([]),
  payment_verified_only: z.boolean().default(false),
});
export type RuleCriteria = z.infer<typeof ruleCriteriaSchema>;

export const ruleInputSchema = z.strictObject({
  name: safeString().trim().min(1).max(80),
  enabled: z.boolean().default(true),
  criteria: ruleCriteriaSchema,
});
export type RuleInput = z.infer<typeof ruleInputSchema>;
export const rulePatchSchema = ruleInputSchema.partial();

export const workanaRuleSchema = ruleInputSchema.extend({ id: int32(), created_at: safeString() });
export type WorkanaRule = z.infer<typeof workanaRuleSchema>;

/** Why a job matched: the criterion and, for words and skills, which of them the job holds. */
export const MATCH_REASON_KINDS = [
  'include',
  'skills',
  'budget',
  'max_age',
  'max_bids',
  'country',
  'payment_verified',
  'any',
] as const;
export const matchReasonSchema = z.object({
  kind: z.enum(MATCH_REASON_KINDS),
  words: z.array(safeString()).default([]),
  /** For the budget: the job's range in the rule's currency. */
  detail: safeString().optional(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

/** A job a rule of the reader found: the feed's item. */
export const workanaNotificationSchema = z.object({
  id: int32(),
  rule_id: int32().nullable(),
  rule_name: safeString(),
  reasons: z.array(matchReasonSchema),
  read_at: safeString().nullable(),
  delivered_at: safeString().nullable(),
  created_at: safeString(),
  job: workanaJobSchema,
});
export type WorkanaNotification = z.infer<typeof workanaNotificationSchema>;
export const workanaNotificationPageSchema = pageOf(workanaNotificationSchema);

export const workanaNotificationQuerySchema = listQuerySchema.extend({
  unread: z.enum(['true', 'false']).optional(),
  budget_type: z.enum(BUDGET_TYPES).optional(),
  rule_id: queryInt(int32().min(1)).optional(),
});
export type WorkanaNotificationQuery = z.infer<typeof workanaNotificationQuerySchema>;

export const workanaStatsSchema = z.object({
  unread: int32(),
  total: int32(),
  today: int32(),
  /** Matches held back by the digest, quiet hours or the hourly cap. */
  pending: int32(),
});
export type WorkanaStats = z.infer<typeof workanaStatsSchema>;

export const bulkReadSchema = z.strictObject({ ids: z.array(int32().min(1)).max(500).optional() });

export const NOTIFY_MODES = ['instant', 'digest'] as const;
export const workanaPreferencesSchema = z.strictObject({
  mode: z.enum(NOTIFY_MODES).default('instant'),
  digest_hour: int32().min(0).max(23).default(8),
  quiet_start: int32().min(0).max(23).nullable().default(null),
  quiet_end: int32().min(0).max(23).nullable().default(null),
  hourly_cap: int32().min(1).max(500).default(20),
  email: z.boolean().default(false),
  timezone: safeString().max(64).default('America/Sao_Paulo'),
});
export type WorkanaPreferences = z.infer<typeof workanaPreferencesSchema>;

export const workanaSourceSchema = z.object({
  id: int32(),
  kind: z.enum(WORKANA_SOURCE_KINDS),
  name: safeString(),
  url: safeString().nullable(),
  enabled: z.boolean(),
  interval_minutes: int32(),
  state: z.enum(WORKANA_SOURCE_STATES),
  blocked_reason: safeString().nullable(),
  last_run_at: safeString().nullable(),
  next_run_at: safeString().nullable(),
  failures: int32(),
  /**
   * Only to those who may change sources: the last characters of the webhook's shared secret, which is shown
   * whole only once, in the answer that generates it.
   */
  secret_hint: safeString().nullable(),
});
export type WorkanaSource = z.infer<typeof workanaSourceSchema>;
/** POST …/sources/{id}/secret/: a new webhook secret, the old one no longer valid; shown this once. */
export const workanaSourceSecretSchema = z.object({ secret: safeString() });
export type WorkanaSourceSecret = z.infer<typeof workanaSourceSecretSchema>;
export const workanaSourcePatchSchema = z.strictObject({
  enabled: z.boolean().optional(),
  url: z
    .url({ protocol: /^https?$/, message: 'invalid_url' })
    .max(500)
    .nullable()
    .optional(),
  interval_minutes: int32()
    .min(1)
    .max(24 * 60)
    .optional(),
});

export const workanaRunSchema = z.object({
  id: int32(),
  source_id: int32(),
  source_kind: z.enum(WORKANA_SOURCE_KINDS),
  status: z.enum(WORKANA_RUN_STATUSES),
  started_at: safeString(),
  duration_ms: int32().nullable(),
  pages: int32(),
  new_jobs: int32(),
  duplicates: int32(),
  blocked_reason: safeString().nullable(),
  error: safeString().nullable(),
});
export type WorkanaRun = z.infer<typeof workanaRunSchema>;
export const workanaRunPageSchema = pageOf(workanaRunSchema);
export const workanaRunQuerySchema = listQuerySchema.extend({
  status: z.enum(WORKANA_RUN_STATUSES).optional(),
  source_id: queryInt(int32().min(1)).optional(),
});
export type WorkanaRunQuery = z.infer<typeof workanaRunQuerySchema>;

/** Rates into BRL: 1 unit of `currency` is worth `to_brl` reais. */
export const currencyRateSchema = z.object({ currency, to_brl: z.number().positive().max(1e6) });
/** The whole table at once: at least one rate, each currency once. */
export const currencyRatesSchema = z
  .array(currencyRateSchema)
  .min(1)
  .max(50)
  .refine((rates) => new Set(rates.map((r) => r.currency)).size === rates.length, {
    message: 'duplicate_currency',
  });
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

export const rulePreviewSchema = z.object({
  total: int32(),
  count: int32(),
  sample: z.array(z.object({ job: workanaJobSchema, reasons: z.array(matchReasonSchema) })),
});
export type RulePreview = z.infer<typeof rulePreviewSchema>;

export const workanaResumeQuerySchema = z.object({ days: queryInt(int32().min(1).max(90)).default(14) });
export const workanaResumeSchema = z.object({
  days: z.array(z.object({ day: safeString(), seen: int32(), matched: int32() })),
  top_skills: z.array(z.object({ skill: safeString(), count: int32() })),
  median_bids: z.number().nullable(),
  budgets: z.array(z.object({ type: z.enum(BUDGET_TYPES), bucket: safeString(), count: int32() })),
});
export type WorkanaResume = z.infer<typeof workanaResumeSchema>;

/** Budget buckets in BRL for the distribution chart, by type: lower bounds. */
export const BUDGET_BUCKETS = {
  fixed: [0, 500, 1500, 5000, 15000],
  hourly: [0, 50, 100, 200],
} as const;

/** What the webhook source accepts, signed with HMAC-SHA256 over the raw body. */
export const webhookJobSchema = z.object({
  external_id: safeString().min(1).max(200),
  url: z.url({ protocol: /^https?$/ }).max(1000),
  title: safeString().min(1).max(300),
  description: safeString().max(20_000).default(''),
  skills: z.array(safeString().max(80)).max(50).default([]),
  budget: safeString().max(200).optional(),
  bids: int32().min(0).optional(),
  posted_at: z.iso.datetime({ offset: true }).optional(),
  client: z
    .object({
      name: safeString().max(200).optional(),
      country: country.optional(),
      payment_verified: z.boolean().optional(),
      rating: z.number().min(0).max(5).optional(),
    })
    .optional(),
});
export const webhookPayloadSchema = z.object({ jobs: z.array(webhookJobSchema).min(1).max(200) });
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

export const workanaRealtimeSchemas = [
  z.object({ type: z.literal('workana_notification_new'), notification: workanaNotificationSchema }),
  z.object({ type: z.literal('workana_notification_read'), id: int32(), read_at: safeString() }),
  z.object({
    type: z.literal('workana_notification_bulk_read'),
    ids: z.array(int32()),
    read_at: safeString(),
  }),
  z.object({ type: z.literal('workana_notification_stats'), stats: workanaStatsSchema }),
] as const;
