import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_PREFERENCES,
  userPreferencesSchema,
  type UserPreferences,
  type UserPreferencesPatch,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { userPreferences } from './schema.ts';

const userOf = (actor: Actor) => {
  if (actor.userId === null) throw new AppError(401, 'not_authenticated');
  return actor.userId;
};

/**
 * The signed-in user's own preferences: the main dashboard's layout and the pages pinned to the shortcuts
 * panel. Parts never saved read as the defaults; a part saved under an older catalogue that no longer
 * parses (a card or page since removed) reads as the defaults too, rather than failing every page load.
 */
export function createPreferences(p: Pick<Platform, 'db'>) {
  const { db } = p;

  async function get(actor: Actor): Promise<UserPreferences> {
    const [row] = await db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, userOf(actor)));
    const stored = userPreferencesSchema.safeParse({
      dashboard: row?.dashboard ?? DEFAULT_PREFERENCES.dashboard,
      pinned_pages: row?.pinnedPages ?? DEFAULT_PREFERENCES.pinned_pages,
    });
    return stored.success ? stored.data : DEFAULT_PREFERENCES;
  }

  return {
    get,
    async update(actor: Actor, patch: UserPreferencesPatch): Promise<UserPreferences> {
      const changes = {
        ...(patch.dashboard && { dashboard: patch.dashboard }),
        ...(patch.pinned_pages && { pinnedPages: patch.pinned_pages }),
      };
      await db
        .insert(userPreferences)
        .values({ userId: userOf(actor), ...changes })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt: sql`now()` } });
      return get(actor);
    },
  };
}

export type Preferences = ReturnType<typeof createPreferences>;
