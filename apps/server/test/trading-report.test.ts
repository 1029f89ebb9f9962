import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Backtest } from '@alvorada/backtest';
import { runs } from '../src/modules/trading/schema.ts';
import { reportOutput, sampledIndexes } from '../src/modules/trading/run-report.ts';
import { fileTradingLab, GOOG } from './trading-lab.ts';

const { server, lab } = fileTradingLab();

/** backtesting.py's README SmaCross on GOOG, run by the engine in the test's own thread. */
const engineRun = () =>
  new Backtest(
    GOOG,
    { builtIn: 'sma-cross' },
    { cash: 10_000, commission: 0.002, exclusiveOrders: true },
  ).run({
    n1: 10,
    n2: 20,
  });

describe('the report of a backtest', () => {
  it("carries the README SmaCross's benchmark, rolling figures, monthly returns, exposure and drawdowns", async () => {
    const accepted = await lab.api('POST', '/backtests/', lab.request());
    const run = await lab.finished('backtests', accepted.body.id);
    expect(run.error).toBeNull();
    expect(run).toMatchObject({ state: 'done', trade_count: 93 });
    const { report, stats } = run;
    expect(report).toEqual(reportOutput(GOOG, engineRun()));

    // Every bar of GOOG's 2,148, the buy-and-hold equity ending at the statistics' buy-and-hold return.
    expect(report.bars.time).toEqual(run.equity.time);
    expect((report.bars.benchmark.at(-1) / 10_000 - 1) * 100).toBeCloseTo(stats['Buy & Hold Return [%]'], 9);
    // Always in the market once in (a cross turns the position round), long and short in turn.
    const exposure: number[] = report.bars.exposure;
    const entered = exposure.findIndex((x) => x !== 0);
    expect(entered).toBeGreaterThan(0);
    expect(exposure.slice(entered).every((x) => x !== 0)).toBe(true);
    expect(Math.min(...exposure)).toBeLessThan(-0.9);
    expect(Math.max(...exposure)).toBeGreaterThan(0.9);

    expect(report.rolling).toMatchObject({ window: 63, unit: 'day', periods_per_year: 252 });
    expect(report.rolling.time).toHaveLength(2148 - 63);
    expect(report.rolling.sharpe.every((x: number | null) => x !== null)).toBe(true);

    const months = report.monthly.flatMap((y: { months: (number | null)[] }) =>
      y.months.filter((m) => m !== null),
    );
    expect(months).toHaveLength(104);
    expect(report.monthly.map((y: { year: number }) => y.year)).toEqual([
      2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012, 2013,
    ]);
    const compounded = months.reduce((product: number, r: number) => product * (1 + r), 1);
    expect((compounded - 1) * 100).toBeCloseTo(run.return_pct, 9);

    expect(report.drawdowns).toHaveLength(5);
    const [deepest] = report.drawdowns;
    expect(deepest.depth * -100).toBeCloseTo(stats['Max. Drawdown [%]'], 12);
    expect(deepest.start).toBeLessThan(deepest.valley);
    expect(deepest.recovery === null || deepest.recovery > deepest.valley).toBe(true);
    const longest = Math.max(...report.drawdowns.map((d: { duration: number }) => d.duration));
    expect(longest).toBeLessThanOrEqual(stats['Max. Drawdown Duration']);
  });

  it('is null for a run stored before reports were computed', async () => {
    const { body } = await lab.api('POST', '/backtests/', lab.request({ from: '2012-01-01' }));
    const run = await lab.finished('backtests', body.id);
    expect(run.report.monthly.at(-1).year).toBe(2013);
    await server.built.platform.db.update(runs).set({ result: null }).where(eq(runs.id, run.id));
    const stored = await lab.api('GET', `/backtests/${run.id}/`);
    expect(stored.body).toMatchObject({ state: 'done', report: null, trade_count: run.trade_count });
  });
});

describe('sampledIndexes', () => {
  it('keeps every index of a short series, and every k-th and the last of a long one', () => {
    expect(sampledIndexes(3, 4000)).toEqual([0, 1, 2]);
    expect(sampledIndexes(10, 4)).toEqual([0, 3, 6, 9]);
    expect(sampledIndexes(11, 4)).toEqual([0, 3, 6, 9, 10]);
    expect(sampledIndexes(0, 4)).toEqual([]);
  });
});
