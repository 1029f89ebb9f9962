import type { Locale } from '@alvorada/contracts';
import { translate } from '../../platform/http/messages.ts';
import type { sessionEvents, sessions } from './schema.ts';
import { sessionToApi } from './session-to-api.ts';

type Row = typeof sessions.$inferSelect;
type Event = typeof sessionEvents.$inferSelect;

/** What goes to the owner's bell. */
export interface Notice {
  kind: 'paper_trade' | 'paper_halt';
  title: string;
  body?: string;
  link: string;
}

/** Trades a burst lists one by one in its text; the rest are only counted. */
const LISTED = 10;

/** Numbers as the reader writes them: prices to the last significant digit of a tick, results to the cent. */
function numbers(locale: Locale) {
  const price = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 });
  const size = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 });
  const result = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  return { price: price.format, size: size.format, result: result.format };
}

/**
 * The notifications of a committed step. With fill notices on, one per round trip (the fill that closes a
 * trade, with its result), and one for all of them when the step closed several at once (a fast replay);
 * always one for a halt.
 */
export function stepNotices(row: Row, symbol: string, events: Event[]): Notice[] {
  const name = row.name || row.strategyName;
  const link = `/automations/paracima/StrategyMonitor?session=${row.id}`;
  const { locale } = row;
  const format = numbers(locale);
  const closes = row.notifyFills ? events.filter((e) => e.kind === 'fill' && e.pnl !== null) : [];
  const describe = (e: Event) => ({
    name,
    symbol,
    // The closing fill sells what a long trade bought, and buys back what a short one sold.
    side: translate(e.size! < 0 ? 'session_notify_long' : 'session_notify_short', locale),
    size: format.size(Math.abs(e.size!)),
    price: format.price(e.price!),
    pnl: format.result(e.pnl!),
  });
  const notices: Notice[] = [];
  if (closes.length === 1)
    notices.push({
      kind: 'paper_trade',
      title: translate('session_notify_trade', locale, describe(closes[0]!)),
      link,
    });
  else if (closes.length > 1)
    notices.push({
      kind: 'paper_trade',
      title: translate('session_notify_trades', locale, {
        name,
        symbol,
        count: closes.length,
        pnl: format.result(closes.reduce((sum, e) => sum + e.pnl!, 0)),
      }),
      body: closes
        .slice(0, LISTED)
        .map((e) => translate('session_notify_trade', locale, describe(e)))
        .join('\n'),
      link,
    });
  if (events.some((e) => e.kind === 'halted' || (e.kind === 'finished' && e.halt === 'bankrupt')))
    notices.push({
      kind: 'paper_halt',
      title: translate('session_notify_halt', locale, { name }),
      body: sessionToApi({ session: row, symbol }, locale).halt_message ?? '',
      link,
    });
  return notices;
}
