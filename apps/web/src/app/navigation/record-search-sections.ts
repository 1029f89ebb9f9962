import type { SearchAnswer, SearchHit, SearchKind } from '@alvorada/contracts';
import type { SearchSection } from '@/shared/search/search-registry.ts';
import { customerPath, unitPath } from '@/features/energy/components/detail-paths.ts';

/** Where each kind the server finds opens, under which title and icon. */
const KINDS: Record<SearchKind, { titleKey: string; icon: string; path: (hit: SearchHit) => string }> = {
  plants: { titleKey: 'search.plants', icon: 'solar', path: (hit) => `/geracao/usinas/${hit.id}` },
  customers: { titleKey: 'search.customers', icon: 'people', path: (hit) => customerPath(hit.id) },
  units: { titleKey: 'search.units', icon: 'speed', path: (hit) => unitPath(hit.id) },
  strategies: {
    titleKey: 'search.strategies',
    icon: 'build',
    path: (hit) => `/automations/paracima/builder?strategy=${hit.id}`,
  },
  backtests: {
    titleKey: 'search.backtests',
    icon: 'history',
    path: (hit) => `/automations/paracima/backtest?run=${hit.id}`,
  },
  sessions: {
    titleKey: 'search.sessions',
    icon: 'monitor',
    path: (hit) => `/automations/paracima/StrategyMonitor?session=${hit.id}`,
  },
  workana_matches: {
    titleKey: 'search.workanaMatches',
    icon: 'work',
    path: (hit) => `/automations/workana/resume?${new URLSearchParams({ search: hit.title })}`,
  },
  users: { titleKey: 'search.users', icon: 'people', path: (hit) => `/admin-panel/user/view/${hit.id}` },
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
      path: KINDS[kind].path(hit),
      icon: KINDS[kind].icon,
    })),
  }));
