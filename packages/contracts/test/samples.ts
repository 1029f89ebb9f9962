import type { ReportScheduleInput, TradingSettings } from '../src/index.ts';

// Request bodies that the server's, the web app's and the end-to-end tests send alike.

/** A trader's own settings: defaults apart from the built-in ones, one market's costs, a session's limits. */
export const TRADING_SETTINGS: TradingSettings = {
  defaults: {
    cash: 50_000,
    commission_fixed: 0,
    commission_rate: 0.001,
    spread: 0.0005,
    margin: 1,
    exclusive_orders: true,
    trade_on_close: false,
    hedging: false,
    finalize_trades: false,
    round_lots: true,
    slippage_fixed: 0.01,
    slippage_range: 0,
  },
  markets: { B3: { commission_fixed: 4.9, commission_rate: 0.0003 } },
  sessions: {
    feed: 'generated',
    speed: 60,
    limits: { max_position: 500, max_orders_per_minute: null, max_daily_loss: 2_000 },
    notify_fills: true,
  },
};

/** A customer's savings statement, as a PDF every 5th of the month at 8 h, sent to who scheduled it. */
export const customerSchedule = (customerId: number) =>
  ({
    type: 'demonstrativo_economia',
    format: 'pdf',
    params: { customer_id: customerId },
    day: 5,
    hour: 8,
    recipients: 'requester',
  }) satisfies Partial<ReportScheduleInput>;
