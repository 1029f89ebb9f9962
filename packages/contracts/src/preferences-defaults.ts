import type { UserPreferences } from './preferences.ts';

// Apart from the preferences' schema, so that the screens reading these values do not load zod with them.

/**
 * The main dashboard's cards, in their default order; each shows only to a reader of its subject. The areas'
 * cards come first, then the reader's own: account, notifications, help and what the role opens.
 */
export const DASHBOARD_CARDS = [
  'generation',
  'credits',
  'finance',
  'trading',
  'workana',
  'admin',
  'account',
  'notifications',
  'help',
  'pages',
] as const;
export type DashboardCard = (typeof DASHBOARD_CARDS)[number];

/** At most this many pages pinned to the shortcuts panel. */
export const MAX_PINNED_PAGES = 12;

export const DEFAULT_PREFERENCES: UserPreferences = {
  dashboard: { order: [...DASHBOARD_CARDS], hidden: [] },
  pinned_pages: [],
};
