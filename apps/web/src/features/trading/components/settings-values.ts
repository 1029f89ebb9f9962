import type { PaperFeed, PaperLimits, TradingSettings } from '@alvorada/contracts';
import { parseDecimal } from '@/shared/ui/form/decimal.ts';
import {
  percentOf,
  settingsOf,
  settingsValuesOf,
  RUN_FORM_DEFAULTS,
  type RunFormValues,
} from './run-form-values.ts';

/** One market's costs as typed; both blank means the market takes the default costs. */
export interface MarketCostValues {
  market: string;
  commission_fixed: string;
  commission_pct: string;
}

type Limit = keyof PaperLimits;

/** The settings form as typed: numbers stay text until saved, percentages in percent, blank limits off. */
export type SettingsFormValues = Pick<
  RunFormValues,
  | 'cash'
  | 'commission_fixed'
  | 'commission_pct'
  | 'spread_pct'
  | 'margin_pct'
  | 'exclusive_orders'
  | 'trade_on_close'
  | 'hedging'
  | 'finalize_trades'
> & {
  markets: MarketCostValues[];
  feed: PaperFeed;
  speed: string;
  notify_fills: boolean;
} & Record<Limit, string>;

const LIMITS: Limit[] = ['max_position', 'max_orders_per_minute', 'max_daily_loss'];

/** The form for saved settings, with a row for every market the instruments trade on (saved or not). */
export function settingsFormValues(settings: TradingSettings, markets: string[]): SettingsFormValues {
  const names = [...new Set([...markets, ...Object.keys(settings.markets)])].sort((a, b) =>
    a.localeCompare(b),
  );
  return {
    ...settingsValuesOf(settings.defaults),
    markets: names.map((market) => {
      const costs = settings.markets[market];
      return {
        market,
        commission_fixed: costs ? String(costs.commission_fixed) : '',
        commission_pct: costs ? percentOf(costs.commission_rate) : '',
      };
    }),
    ...sessionValuesOf(settings.sessions),
  };
}

/** A new paper session's feed, pace, limits (blank: none) and notifications as the forms show them. */
export const sessionValuesOf = (sessions: TradingSettings['sessions']) => ({
  feed: sessions.feed,
  speed: String(sessions.speed),
  notify_fills: sessions.notify_fills,
  ...(Object.fromEntries(LIMITS.map((limit) => [limit, sessions.limits[limit]?.toString() ?? ''])) as Record<
    Limit,
    string
  >),
});

const blank = (text: string) => text.trim() === '';

/** The settings as the server takes them; markets left blank are left out. */
export function settingsOfForm(values: SettingsFormValues): TradingSettings {
  return {
    defaults: settingsOf({ ...RUN_FORM_DEFAULTS, ...values }),
    markets: Object.fromEntries(
      values.markets
        .filter((m) => !blank(m.commission_fixed) || !blank(m.commission_pct))
        .map((m) => [
          m.market,
          {
            commission_fixed: blank(m.commission_fixed) ? 0 : parseDecimal(m.commission_fixed),
            commission_rate: blank(m.commission_pct) ? 0 : parseDecimal(m.commission_pct) / 100,
          },
        ]),
    ),
    sessions: {
      feed: values.feed,
      speed: parseDecimal(values.speed),
      notify_fills: values.notify_fills,
      limits: Object.fromEntries(
        LIMITS.map((limit) => [limit, blank(values[limit]) ? null : parseDecimal(values[limit])]),
      ) as PaperLimits,
    },
  };
}
