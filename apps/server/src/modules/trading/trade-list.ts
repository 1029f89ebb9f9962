import type { ListSpec } from '../../platform/db/list.ts';
import type { sessionTrades, trades } from './schema.ts';

/** How a backtest's or a paper session's trades page and sort (TRADE_ORDERING_FIELDS), by trade number first. */
export const tradeList = (table: typeof trades | typeof sessionTrades): ListSpec => ({
  ordering: {
    n: table.n,
    entry_time: table.entryTime,
    exit_time: table.exitTime,
    size: table.size,
    pnl: table.pnl,
    return_pct: table.returnPct,
    duration: table.duration,
  },
  defaultOrdering: 'n',
  key: table.n,
});
