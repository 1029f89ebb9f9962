import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { parseCsv, type Ohlcv } from '@alvorada/backtest';
import type { InstrumentInput } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { instruments, strategies, strategyVersions } from './schema.ts';
import { writeBars } from './candle-store.ts';
import { syntheticDailySeries, type WalkShape } from './synthetic-market.ts';

/** Daily Alphabet quotes 2004–2013, the data set backtesting.py's examples use, kept with the engine's tests. */
const GOOG_CSV = new URL('../../../../../packages/backtest/test/fixtures/market/GOOG.csv', import.meta.url);

const B3 = { market: 'B3', currency: 'BRL', lot_size: 100, tick_size: 0.01, timezone: 'America/Sao_Paulo' };
const B3_DAYS = { from: '2021-01-04', sessions: 1250, tick: 0.01 };

const DEMO: { instrument: Omit<InstrumentInput, 'base_timeframe'>; data: () => Ohlcv }[] = [
  {
    instrument: {
      symbol: 'GOOG',
      name: 'Alphabet Inc. (classe C)',
      market: 'NASDAQ',
      currency: 'USD',
      lot_size: 1,
      tick_size: 0.01,
      timezone: 'America/New_York',
      synthetic: false,
    },
    data: () => parseCsv(readFileSync(GOOG_CSV)),
  },
  ...(
    [
      [
        'PETR4',
        'Petrobras PN (sintético)',
        { seed: 4, start: 24.5, drift: 0.0004, volatility: 0.021, volume: 4e7 },
      ],
      [
        'VALE3',
        'Vale ON (sintético)',
        { seed: 3, start: 58.2, drift: 0.0002, volatility: 0.018, volume: 2.5e7 },
      ],
      [
        'ITUB4',
        'Itaú Unibanco PN (sintético)',
        { seed: 44, start: 27.9, drift: 0.0003, volatility: 0.014, volume: 2e7 },
      ],
    ] as const
  ).map(([symbol, name, walk]) => ({
    instrument: { symbol, name, ...B3, synthetic: true },
    data: () => syntheticDailySeries({ ...B3_DAYS, ...walk } satisfies WalkShape),
  })),
];

const toColumns = (i: Omit<InstrumentInput, 'base_timeframe'>) => ({
  symbol: i.symbol,
  name: i.name,
  market: i.market,
  currency: i.currency,
  lotSize: i.lot_size,
  tickSize: i.tick_size,
  timezone: i.timezone,
  baseTimeframe: '1d' as const,
  synthetic: i.synthetic,
});

/** Demo market data and a first strategy for the demo trader; a second start finds them and adds nothing. */
export async function seedTradingDemo(db: Db, log: Logger) {
  for (const { instrument, data } of DEMO) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(instruments)
        .values(toColumns(instrument))
        .onConflictDoNothing()
        .returning({ id: instruments.id });
      if (!row) return;
      const bars = data();
      await writeBars(
        tx,
        row.id,
        '1d',
        bars,
        Array.from(bars.time, (_, i) => i),
      );
      log.info({ symbol: instrument.symbol, candles: bars.time.length }, 'demo instrument seeded');
    });
  }
  const [trader] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'trader@alvorada.dev'));
  const [held] = trader
    ? await db
        .select({ id: strategies.id })
        .from(strategies)
        .where(eq(strategies.ownerId, trader.id))
        .limit(1)
    : [{ id: 0 }];
  if (held) return;
  await db.transaction(async (tx) => {
    const [strategy] = await tx
      .insert(strategies)
      .values({
        ownerId: trader!.id,
        name: 'Cruzamento de médias 10/20',
        description: 'Compra quando a média de 10 cruza acima da de 20 e vende no cruzamento inverso.',
      })
      .returning({ id: strategies.id });
    await tx.insert(strategyVersions).values({
      strategyId: strategy!.id,
      version: 1,
      definition: { kind: 'built_in', built_in: 'sma-cross', params: { n1: 10, n2: 20 }, risk: {} },
    });
  });
}
