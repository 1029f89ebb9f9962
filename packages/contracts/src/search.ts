import { z } from 'zod';
import './zod-config.ts';
import { int32, safeString } from './schema-helpers.ts';

/** The kinds of record the global search finds on the server, in the order their groups are shown. */
export const SEARCH_KINDS = [
  'plants',
  'customers',
  'units',
  'strategies',
  'backtests',
  'sessions',
  'workana_matches',
  'users',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** GET /api/search/?q=: at least two characters, matched ignoring case and accents. */
export const searchQuerySchema = z.object({ q: safeString().trim().min(2).max(100) });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** At most this many results of each kind. */
export const SEARCH_LIMIT = 5;

export const searchHitSchema = z.object({
  id: int32(),
  title: safeString(),
  /** A line that tells two hits of the same title apart (a city, an e-mail, a symbol…). */
  subtitle: safeString(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** Only the kinds the reader may read and that found something, in SEARCH_KINDS order. */
export const searchAnswerSchema = z.object({
  groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), results: z.array(searchHitSchema) })),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
