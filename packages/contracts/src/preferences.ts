import { z } from 'zod';
import './zod-config.ts';
import { safeString } from './schema-helpers.ts';
import { PAGES } from './pages.ts';

/** The main dashboard's cards, in their default order; each shows only to a reader of its subject. */
export const DASHBOARD_CARDS = ['generation', 'credits', 'finance', 'trading', 'workana', 'admin'] as const;
export type DashboardCard = (typeof DASHBOARD_CARDS)[number];

/** At most this many pages pinned to the shortcuts panel. */
export const MAX_PINNED_PAGES = 12;

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((items) => new Set(items).size === items.length, { message: 'duplicate' });

const pageName = safeString()
  .max(120)
  .refine((name) => PAGES.some((page) => page.name === name && page.layout !== 'blank'), {
    message: 'unknown_page',
  });

/** What a user keeps across devices: the dashboard's card order and hidden cards, and pinned pages. */
export const userPreferencesSchema = z.strictObject({
  dashboard: z.strictObject({
    /** Cards in the user's order; cards missing here follow in the default order. */
    order: uniqueList(z.enum(DASHBOARD_CARDS), DASHBOARD_CARDS.length),
    hidden: uniqueList(z.enum(DASHBOARD_CARDS), DASHBOARD_CARDS.length),
  }),
  /** Route names of the pages pinned to the shortcuts panel, in the user's order. */
  pinned_pages: uniqueList(pageName, MAX_PINNED_PAGES),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** PATCH /api/auth/preferences/: each part given replaces the stored one. */
export const userPreferencesPatchSchema = userPreferencesSchema.partial();
export type UserPreferencesPatch = z.infer<typeof userPreferencesPatchSchema>;

export const DEFAULT_PREFERENCES: UserPreferences = {
  dashboard: { order: [...DASHBOARD_CARDS], hidden: [] },
  pinned_pages: [],
};
