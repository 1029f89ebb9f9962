import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { runs } from '../src/modules/trading/schema.ts';
import { login, startServer, type TestServer } from './harness.ts';
import { tradingLab, type TradingLab } from './trading-lab.ts';

let server: TestServer;
let lab: TradingLab;
/** The README SmaCross on GOOG, finished: 93 trades, final equity 56 263,52. */
let run: { id: number; final_equity: number; settings: { cash: number } };

beforeAll(async () => {
  server = await startServer();
  lab = await tradingLab(server);
  const accepted = await lab.api('POST', '/backtests/', lab.request());
  run = await lab.finished('backtests', accepted.body.id);
});
afterAll(() => server?.close());

const monteCarlo = (id: number, query = '', token?: string) =>
  lab.api('GET', `/backtests/${id}/monte-carlo/${query}`, undefined, token);

type Distribution = {
  p5: number;
  p50: number;
  p95: number;
  histogram: { edges: number[]; counts: number[] };
};

describe('Monte Carlo of a finished backtest', () => {
  it('answers ordered percentiles and 30-bin histograms of final equity and maximum drawdown', async () => {
    const res = await monteCarlo(run.id, '?runs=1000&seed=1&bootstrap=true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ runs: 1000, seed: 1, bootstrap: true, cash: 10_000, trade_count: 93 });
    for (const d of [res.body.final_equity, res.body.max_drawdown] as Distribution[]) {
      expect(d.p5).toBeLessThanOrEqual(d.p50);
      expect(d.p50).toBeLessThanOrEqual(d.p95);
      expect(d.histogram.counts).toHaveLength(30);
      expect(d.histogram.edges).toHaveLength(31);
      expect(d.histogram.counts.reduce((a, b) => a + b, 0)).toBe(1000);
      expect(d.histogram.edges[0]).toBeLessThanOrEqual(d.p5);
      expect(d.histogram.edges[30]).toBeGreaterThanOrEqual(d.p95);
    }
    // Drawn with replacement, the median path ends near where the trades in their own order ended.
    expect(res.body.final_equity.p50).toBeGreaterThan(run.final_equity * 0.75);
    expect(res.body.final_equity.p50).toBeLessThan(run.final_equity * 1.25);
    expect(res.body.final_equity.p5).toBeLessThan(run.final_equity);
    expect(res.body.final_equity.p95).toBeGreaterThan(run.final_equity);
    expect(res.body.max_drawdown.p5).toBeGreaterThan(0);
    expect(res.body.max_drawdown.p95).toBeLessThan(1);
  });

  it('gives the same answer for the same seed and another for another seed; defaults are 1000 paths, seed 1', async () => {
    const first = await monteCarlo(run.id, '?runs=500&seed=7');
    const again = await monteCarlo(run.id, '?runs=500&seed=7');
    const other = await monteCarlo(run.id, '?runs=500&seed=8');
    expect(again.body).toEqual(first.body);
    expect(other.body.final_equity.p50).not.toBe(first.body.final_equity.p50);
    expect(other.body.final_equity.histogram).not.toEqual(first.body.final_equity.histogram);
    const defaults = await monteCarlo(run.id);
    expect(defaults.body).toEqual((await monteCarlo(run.id, '?runs=1000&seed=1&bootstrap=true')).body);
  });

  it('shuffling the order keeps the final equity of every path and moves only the drawdown', async () => {
    const res = await monteCarlo(run.id, '?bootstrap=false&runs=200');
    expect(res.status).toBe(200);
    const { final_equity: equity, max_drawdown: drawdown } = res.body as Record<string, Distribution>;
    expect(equity.p95 / equity.p5 - 1).toBeLessThan(1e-9);
    expect(equity.histogram.counts).toEqual([200]);
    expect(drawdown.p95).toBeGreaterThan(drawdown.p5);
  });

  it('refuses paths out of bounds and a bad flag, naming the field', async () => {
    for (const query of ['?runs=99', '?runs=10001', '?runs=abc', '?seed=-1', '?bootstrap=yes']) {
      const res = await monteCarlo(run.id, query);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.fields), query).toEqual([query.slice(1).split('=')[0]]);
    }
  });

  it('answers 409, translated, for a run that has not finished or failed', async () => {
    const { db } = server.built.platform;
    const [row] = await db.select().from(runs).where(eq(runs.id, run.id));
    const [running] = await db
      .insert(runs)
      .values({ ...row!, id: undefined, requestKey: 'monte-carlo-running', state: 'running' })
      .returning({ id: runs.id });
    const refused = await monteCarlo(running!.id);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'run_not_done',
        detail:
          'Esta execução não terminou com sucesso: a análise usa as operações de um backtest concluído.',
      },
    });
    const accepted = await lab.api(
      'POST',
      '/backtests/',
      lab.request({ from: '1990-01-01', to: '1990-12-31' }),
    );
    const failed = await lab.finished('backtests', accepted.body.id);
    expect(failed.state).toBe('failed');
    expect((await monteCarlo(failed.id)).body.code).toBe('run_not_done');
  });

  it('is refused to a role without Backtest and hidden from another user', async () => {
    const usuario = (await login(server, 'usuario@alvorada.dev')).accessToken;
    expect((await monteCarlo(run.id, '', usuario)).status).toBe(403);
    const dev = (await login(server, 'dev@alvorada.dev')).accessToken;
    expect((await monteCarlo(run.id, '', dev)).status).toBe(404);
    expect((await monteCarlo(999_999)).status).toBe(404);
  });
});
