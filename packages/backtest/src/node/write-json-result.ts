import type { BacktestResult } from '../engine/run-result.ts';

const CHUNK_CHARS = 1 << 20;

/** JSON's spelling of a number: non-finite values become null. */
const num = (value: number | undefined): string =>
  value !== undefined && Number.isFinite(value) ? String(value) : 'null';

const replacer = (_key: string, value: unknown): unknown =>
  typeof value === 'number' && !Number.isFinite(value) ? null : value;

const isoTime = (time: number): string => `"${new Date(time).toISOString()}"`;

/**
 * Writes the run as one JSON object, `{"stats":…,"trades":[…],"openTrades":[…],"equity":[…]}`, in pieces of
 * about a megabyte: the document is never held whole in memory. A record per trade, with ISO entry/exit
 * times, the duration in ms and, like backtesting.py's `_trades`, every indicator's value at the entry and
 * exit bars (`Entry_<name>`, `Exit_<name>`); open trades carry their entry fields.
 */
export function writeJsonResult(
  result: BacktestResult,
  time: Float64Array,
  write: (chunk: string) => void,
): void {
  const indicators = Object.entries(result.indicators).map(
    ([name, values]) => [JSON.stringify(`Entry_${name}`), JSON.stringify(`Exit_${name}`), values] as const,
  );
  let buffer = `{"stats":${JSON.stringify(result.stats, replacer)},"trades":[`;
  const flushIfFull = (): void => {
    if (buffer.length < CHUNK_CHARS) return;
    write(buffer);
    buffer = '';
  };
  const t = result.trades;
  for (let k = 0; k < t.count; k++) {
    const entryBar = t.EntryBar[k];
    const exitBar = t.ExitBar[k];
    buffer +=
      `${k === 0 ? '' : ','}{"Size":${num(t.Size[k])},"EntryBar":${num(entryBar)},` +
      `"ExitBar":${num(exitBar)},"EntryPrice":${num(t.EntryPrice[k])},"ExitPrice":${num(t.ExitPrice[k])},` +
      `"SL":${num(t.SL[k])},"TP":${num(t.TP[k])},"PnL":${num(t.PnL[k])},"Commission":${num(t.Commission[k])},` +
      `"ReturnPct":${num(t.ReturnPct[k])},"EntryTime":${isoTime(time[entryBar])},` +
      `"ExitTime":${isoTime(time[exitBar])},"Duration":${num(time[exitBar] - time[entryBar])},` +
      `"Tag":${JSON.stringify(t.Tag[k] ?? null)}`;
    for (const [entry, exit, values] of indicators)
      buffer += `,${entry}:${num(values[entryBar])},${exit}:${num(values[exitBar])}`;
    buffer += '}';
    flushIfFull();
  }
  buffer += '],"openTrades":[';
  result.openTrades.forEach((o, k) => {
    buffer +=
      `${k === 0 ? '' : ','}{"Size":${num(o.size)},"EntryBar":${num(o.entryBar)},` +
      `"EntryPrice":${num(o.entryPrice)},"SL":${num(o.sl)},"TP":${num(o.tp)},` +
      `"EntryTime":${isoTime(time[o.entryBar])},"Tag":${JSON.stringify(o.tag ?? null)}`;
    for (const [entry, , values] of indicators) buffer += `,${entry}:${num(values[o.entryBar])}`;
    buffer += '}';
  });
  buffer += '],"equity":[';
  const equity = result.equity;
  for (let i = 0; i < equity.length; i++) {
    buffer += i === 0 ? num(equity[i]) : `,${num(equity[i])}`;
    if ((i & 4095) === 0) flushIfFull();
  }
  write(buffer + ']}\n');
}
