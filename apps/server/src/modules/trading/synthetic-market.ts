import { emptyColumns, ohlcvOfColumns, type Ohlcv } from '@alvorada/backtest';

const DAY = 86_400_000;

/** Uniform numbers in [0, 1) from a seed (mulberry32): every demo database gets the same series. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal numbers from uniform ones (Box–Muller). */
export const gaussian = (random: () => number) => () =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

export interface WalkShape {
  seed: number;
  start: number;
  /** First session, `YYYY-MM-DD`; sessions run Monday to Friday. */
  from: string;
  sessions: number;
  /** Daily drift and volatility of the close, as fractions. */
  drift: number;
  volatility: number;
  tick: number;
  /** Average shares traded per session. */
  volume: number;
}

/**
 * A daily random walk with B3-like bars: a small gap at the open, wicks beyond the body, prices on the tick
 * and volume that rises with the size of the move. Labelled synthetic wherever it is shown.
 */
export function syntheticDailySeries(shape: WalkShape): Ohlcv {
  const random = seeded(shape.seed);
  const normal = gaussian(random);
  const round = (price: number) => Math.max(shape.tick, Math.round(price / shape.tick) * shape.tick);
  const columns = emptyColumns();
  let day = Date.parse(`${shape.from}T00:00:00Z`);
  let close = shape.start;
  while (columns.time.length < shape.sessions) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      const open = round(close * (1 + normal() * shape.volatility * 0.25));
      const next = round(open * (1 + shape.drift + normal() * shape.volatility));
      const reach = Math.abs(normal()) * shape.volatility * 0.5;
      columns.time.push(day);
      columns.open.push(open);
      columns.close.push(next);
      columns.high.push(round(Math.max(open, next) * (1 + reach)));
      columns.low.push(round(Math.min(open, next) * (1 - reach * random())));
      columns.volume.push(Math.round(shape.volume * (0.5 + random() + Math.abs(next / open - 1) * 20)));
      close = next;
    }
    day += DAY;
  }
  return ohlcvOfColumns(columns);
}
