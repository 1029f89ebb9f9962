import { z } from 'zod';
import './zod-config.ts';
import { safeString } from './schema-helpers.ts';
import { PAGES } from './pages.ts';
import { DASHBOARD_CARDS, MAX_PINNED_PAGES } from './preferences-defaults.ts';

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
