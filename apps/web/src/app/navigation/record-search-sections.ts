import { searchHitPath, type SearchAnswer, type SearchKind } from '@alvorada/contracts';
import type { SearchSection } from '@/shared/search/search-registry.ts';

/** Under which title and icon each kind the server finds is shown. */
const KINDS: Record<SearchKind, { titleKey: string; icon: string }> = {
  plants: { titleKey: 'search.plants', icon: 'solar' },
  customers: { titleKey: 'search.customers', icon: 'people' },
  units: { titleKey: 'search.units', icon: 'speed' },
  strategies: { titleKey: 'search.strategies', icon: 'build' },
  backtests: { titleKey: 'search.backtests', icon: 'history' },
  sessions: { titleKey: 'search.sessions', icon: 'monitor' },
  workana_matches: { titleKey: 'search.workanaMatches', icon: 'work' },
  users: { titleKey: 'search.users', icon: 'people' },
};

/** The server's groups as the search dialog's sections, in the server's order. */
export const recordSearchSections = (answer: SearchAnswer): SearchSection[] =>
  answer.groups.map(({ kind, results }) => ({
    id: kind,
    titleKey: KINDS[kind].titleKey,
    results: results.map((hit) => ({
      id: `${kind}-${hit.id}`,
      title: hit.title,
      subtitle: hit.subtitle || undefined,
      path: searchHitPath(kind, hit),
      icon: KINDS[kind].icon,
    })),
  }));
