import { z } from 'zod';
import './zod-config.ts';
import { int32, safeString } from './schema-helpers.ts';
import { pageByName } from './pages.ts';

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

/** Where a found record opens: its page in the catalogue, with its id (a Workana match: its title searched). */
export function searchHitPath(kind: SearchKind, hit: Pick<SearchHit, 'id' | 'title'>): string {
  const page = (name: string) => pageByName(name)!.path;
  const id = String(hit.id);
  const paths: Record<SearchKind, () => string> = {
    plants: () => page('geracao-usinas-id').replace(':id', id),
    customers: () => page('prosumidores-clientes-id').replace(':id', id),
    units: () => page('prosumidores-ucs-id').replace(':id', id),
    strategies: () => `${page('automations-paracima-builder')}?strategy=${id}`,
    backtests: () => `${page('automations-paracima-backtest')}?run=${id}`,
    sessions: () => `${page('automations-paracima-StrategyMonitor')}?session=${id}`,
    workana_matches: () =>
      `${page('automations-workana-resume')}?${new URLSearchParams({ search: hit.title })}`,
    users: () => page('admin-panel-user-view-id').replace(':id', id),
  };
  return paths[kind]();
}
