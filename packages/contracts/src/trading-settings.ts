import { z } from 'zod';
import './zod-config.ts';
import { safeString } from './schema-helpers.ts';
import { PAPER_FEEDS, PAPER_SPEED, paperLimitsSchema } from './paper-trading.ts';
import { runSettingsSchema, slippageFixed, slippageRange } from './trading-runs.ts';

/**
 * A user's Paracima settings (`/api/trading/settings/`): what new backtests and paper sessions start with,
 * and the costs of each market (B3's emoluments as a fixed part and a percentage, say), which replace the
 * default costs for that market's instruments.
 */
export const marketCostsSchema = runSettingsSchema.pick({ commission_fixed: true, commission_rate: true });
export type MarketCosts = z.infer<typeof marketCostsSchema>;

// Objects whose every field has a default refuse unknown keys: a misspelt field must not save the defaults.
export const tradingSettingsSchema = z.object({
  defaults: runSettingsSchema.strict(),
  /** By market, as instruments name it (`B3`, `NASDAQ`). */
  markets: z.record(safeString().trim().min(1).max(40), marketCostsSchema.strict()).default({}),
  sessions: z
    .strictObject({
      feed: z.enum(PAPER_FEEDS).default('replay'),
      speed: z.number().int().min(PAPER_SPEED.min).max(PAPER_SPEED.max).default(PAPER_SPEED.default),
      limits: paperLimitsSchema.strict().default({
        max_position: null,
        max_orders_per_minute: null,
        max_daily_loss: null,
      }),
      notify_fills: z.boolean().default(false),
    })
    .default({
      feed: 'replay',
      speed: PAPER_SPEED.default,
      limits: { max_position: null, max_orders_per_minute: null, max_daily_loss: null },
      notify_fills: false,
    }),
});
export type TradingSettings = z.infer<typeof tradingSettingsSchema>;

/**
 * `PUT /api/trading/settings/defaults/`: the capital and costs a user's new runs start with, which whoever runs
 * backtests saves from the run form ("Salvar como padrão"), every field given.
 */
export const runDefaultsSchema = runSettingsSchema
  .pick({ cash: true, commission_fixed: true, commission_rate: true, spread: true })
  .required()
  .extend({ slippage_fixed: slippageFixed.optional(), slippage_range: slippageRange.optional() })
  .strict();
export type RunDefaults = z.infer<typeof runDefaultsSchema>;

/** Where paper sessions can get their bars, and whether each is ready here. */
export const feedConnectorSchema = z.object({
  id: z.enum(PAPER_FEEDS),
  available: z.boolean(),
});

export const tradingSettingsResponseSchema = tradingSettingsSchema.extend({
  feeds: z.array(feedConnectorSchema),
  /** Null until the user saves settings of their own. */
  updated_at: safeString().nullable(),
});
export type TradingSettingsResponse = z.infer<typeof tradingSettingsResponseSchema>;
