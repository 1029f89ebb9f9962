import { runSettingsSchema, type Locale, type PaperSession, type SessionEvent } from '@alvorada/contracts';
import { translate } from '../../platform/http/messages.ts';
import type { sessionEvents, sessions } from './schema.ts';

/** A session as the API reads it: its row and its instrument's symbol. */
export type SessionRow = { session: typeof sessions.$inferSelect; symbol: string };

/** A halt's figures as the reader writes numbers. */
const localised = (params: Record<string, string | number>, locale: Locale) =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'number'
        ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)
        : value,
    ]),
  );

export function sessionToApi({ session: s, symbol }: SessionRow, locale: Locale): PaperSession {
  return {
    id: s.id,
    name: s.name,
    state: s.state,
    halt: s.halt,
    halt_message: s.halt
      ? translate(`session_halt_${s.halt}`, locale, localised(s.haltParams ?? {}, locale))
      : null,
    owner_id: s.ownerId,
    instrument_id: s.instrumentId,
    symbol,
    timeframe: s.timeframe,
    feed: s.feed,
    speed: s.speed,
    from: s.fromDate,
    to: s.toDate,
    strategy_id: s.strategyId,
    strategy_version_id: s.strategyVersionId,
    strategy_name: s.strategyName,
    strategy_version: s.strategyVersion,
    params: s.params,
    settings: runSettingsSchema.parse(s.settings),
    limits: s.limits,
    notify_fills: s.notifyFills,
    bars: s.bars,
    last_bar_time: s.lastBarTime,
    last_price: s.lastPrice,
    equity: s.equity,
    position: s.position,
    open_trades: s.openTrades,
    fill_count: s.fillCount,
    trade_count: s.tradeCount,
    pnl: s.equity - s.settings.cash,
    created_at: s.createdAt.toISOString(),
    ended_at: s.endedAt?.toISOString() ?? null,
  };
}

export const sessionEventToApi = (e: typeof sessionEvents.$inferSelect): SessionEvent => ({
  seq: e.seq,
  kind: e.kind,
  at: e.at.toISOString(),
  bar: e.bar,
  bar_time: e.barTime,
  size: e.size,
  price: e.price,
  pnl: e.pnl,
  halt: e.halt,
  manual: e.manual,
});
