import { eq } from 'drizzle-orm';
import {
  PAPER_FEEDS,
  tradingSettingsSchema,
  type RunDefaults,
  type RunSettings,
  type TradingSettings,
  type TradingSettingsResponse,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { assertOwned } from './ownership.ts';
import { tradingSettings } from './schema.ts';

const DEFAULTS = tradingSettingsSchema.parse({ defaults: {} });

/** A user's Paracima settings: what their new backtests and sessions start with, and each market's costs. */
export function createSettingsService(p: Pick<Platform, 'db' | 'config'>) {
  const { db } = p;
  // Replays and generated walks are built in; an exchange's bars need its address in the configuration.
  const feeds = PAPER_FEEDS.map((id) => ({ id, available: id !== 'exchange' || !!p.config.exchangeFeedUrl }));

  async function read(ownerId: number): Promise<TradingSettingsResponse> {
    const [row] = await db.select().from(tradingSettings).where(eq(tradingSettings.ownerId, ownerId));
    return {
      // Parsed: settings saved before an option was offered take its default.
      ...(row ? tradingSettingsSchema.parse(row.settings) : DEFAULTS),
      feeds,
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  }

  async function save(actor: Actor, settings: TradingSettings) {
    const ownerId = actor.userId!;
    assertOwned(actor, 'update', { owner_id: ownerId });
    await db
      .insert(tradingSettings)
      .values({ ownerId, settings })
      .onConflictDoUpdate({ target: tradingSettings.ownerId, set: { settings, updatedAt: new Date() } });
    return read(ownerId);
  }

  async function get(actor: Actor) {
    assertOwned(actor, 'read', { owner_id: actor.userId! });
    return read(actor.userId!);
  }

  return {
    get,
    save,

    /** The user's own capital and costs as what new runs start with; the rest of their settings kept. */
    async saveRunDefaults(actor: Actor, costs: RunDefaults) {
      const { feeds: _, updated_at: __, ...current } = await get(actor);
      return save(actor, { ...current, defaults: { ...current.defaults, ...costs } });
    },

    /** What a new run on an instrument of `market` starts with: the saved defaults, that market's costs. */
    async runDefaults(actor: Actor, market: string): Promise<RunSettings> {
      const { defaults, markets } = await get(actor);
      return { ...defaults, ...markets[market] };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
