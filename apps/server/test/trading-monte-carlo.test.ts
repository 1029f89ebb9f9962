import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RUN_JOB } from '../src/modules/trading/run-job.ts';
import { monteCarloSummary } from '../src/modules/trading/monte-carlo-summary.ts';
import { runs } from '../src/modules/trading/schema.ts';
import { login, openSocket, startServer, type TestServer } from './harness.ts';
import { tradingLab, type TradingLab } from './trading-lab.ts';

let server: TestServer;
let lab: TradingLab;
/** The README SmaCross on GOOG, finished: 93 trades, final equity 56 263,52. */
let run: { id: number; final_equity: number; settings: { cash: number } };
/** Its trades' returns, in trade order. */
let returns: number[];

beforeAll(async () => {
  server = await startServer();
  lab = await tradingLab(server);
  const accepted = await lab.api('POST', '/backtests/', lab.request());
  run = await lab.finished('backtests', accepted.body.id);
  const trades = await lab.api('GET', `/backtests/${run.id}/trades/?page_size=100&ordering=n`);
  returns = trades.body.results.map((t: { return_pct: number }) => t.return_pct);
});
afterAll(() => server?.close());

const start = (id: number, body: object = {}, token?: string) =>
  lab.api('POST', `/backtests/${id}/monte-carlo/`, body, token);

/** The analysis once it has ended (done, failed or cancelled). */
const analysis = (id: number) => lab.finished('monte-carlo', id);

/** A copy of the finished backtest as another state leaves it, straight in the database. */
async function backtestCopy(values: Partial<typeof runs.$inferInsert>) {
  const { db } = server.built.platform;
  const [row] = await db.select().from(runs).where(eq(runs.id, run.id));
  const [copy] = await db
    .insert(runs)
    .values({ ...row!, id: undefined, requestKey: `copy-${Math.random()}`, ...values })
    .returning({ id: runs.id });
  return copy!.id;
}

type Distribution = {
  p5: number;
  p50: number;
  p95: number;
  histogram: { edges: number[]; counts: number[] };
};

describe('Monte Carlo of a finished backtest, as a run', () => {
  it('is queued, runs as a job with its progress, and ends with the engine’s analysis of the trades', async () => {
    const socket = openSocket(server, lab.trader.userData.id, lab.trader.accessToken);
    await socket.opened;
    const accepted = await start(run.id, { runs: 1000, seed: 1, bootstrap: true });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({
      kind: 'monte_carlo',
      symbol: 'GOOG',
      strategy_version: 1,
      settings: run.settings,
    });
    expect(['queued', 'running']).toContain(accepted.body.state);
    const done = await analysis(accepted.body.id);
    expect(done).toMatchObject({
      state: 'done',
      progress: 1,
      backtest_id: run.id,
      runs: 1000,
      seed: 1,
      bootstrap: true,
      trade_count: 93,
    });
    expect(done.result).toEqual(monteCarloSummary(returns, { runs: 1000, seed: 1, bootstrap: true }, 10_000));
    const last = await socket.next('job_progress');
    expect(last).toMatchObject({ kind: 'trading.monte_carlo', job_id: accepted.body.job_id });
    socket.socket.close();

    const result = done.result as Record<string, Distribution> & { trade_count: number };
    for (const d of [result.final_equity, result.max_drawdown]) {
      expect(d.p5).toBeLessThanOrEqual(d.p50);
      expect(d.p50).toBeLessThanOrEqual(d.p95);
      expect(d.histogram.counts).toHaveLength(30);
      expect(d.histogram.counts.reduce((a, b) => a + b, 0)).toBe(1000);
    }
    // Drawn with replacement, the median path ends near where the trades in their own order ended.
    expect(result.final_equity.p50).toBeGreaterThan(run.final_equity * 0.75);
    expect(result.final_equity.p50).toBeLessThan(run.final_equity * 1.25);

    // The backtest's analyses, newest first; the history of analyses lists it too.
    const mine = await lab.api('GET', `/monte-carlo/?backtest_id=${run.id}&page_size=5`);
    expect(mine.body).toMatchObject({ count: 1, results: [{ id: done.id, state: 'done' }] });
    expect((await lab.api('GET', `/monte-carlo/?backtest_id=${run.id + 1000}`)).body.count).toBe(0);
    expect((await lab.api('GET', '/monte-carlo/')).body.results[0].id).toBe(done.id);
    expect((await lab.api('GET', '/backtests/')).body.results.map((r: { id: number }) => r.id)).not.toContain(
      done.id,
    );
  });

  it('defaults to 1000 paths of seed 1 drawn with replacement; another seed draws other paths', async () => {
    const defaults = await analysis((await start(run.id)).body.id);
    expect(defaults).toMatchObject({ state: 'done', runs: 1000, seed: 1, bootstrap: true });
    const other = await analysis((await start(run.id, { runs: 500, seed: 8 })).body.id);
    expect(other.result).toEqual(monteCarloSummary(returns, { runs: 500, seed: 8, bootstrap: true }, 10_000));
    expect(other.result.final_equity.p50).not.toBe(defaults.result.final_equity.p50);
  });

  it('shuffling the order keeps the final equity of every path and moves only the drawdown', async () => {
    const shuffled = await analysis((await start(run.id, { bootstrap: false, runs: 200 })).body.id);
    const { final_equity: equity, max_drawdown: drawdown } = shuffled.result as Record<string, Distribution>;
    expect(equity.p95 / equity.p5 - 1).toBeLessThan(1e-9);
    expect(equity.histogram.counts).toEqual([200]);
    expect(drawdown.p95).toBeGreaterThan(drawdown.p5);
  });

  it('an identical request while one is active is refused, never run twice', async () => {
    const body = { runs: 300, seed: 3 };
    const [a, b] = await Promise.all([start(run.id, body), start(run.id, body)]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.code).toBe('run_already_active');
    const accepted = a.status === 202 ? a : b;
    expect((await analysis(accepted.body.id)).state).toBe('done');
  });

  it('cancelled before it runs, it stays cancelled and keeps no result', async () => {
    const { db, queue } = server.built.platform;
    // As a request leaves it while the queue is busy: queued, its job not yet taken.
    const id = await backtestCopy({
      kind: 'monte_carlo',
      sourceRunId: run.id,
      draws: { runs: 1000, seed: 5, bootstrap: true },
      stats: null,
      equity: null,
      result: null,
      state: 'queued',
    });
    const cancelled = await lab.api('POST', `/monte-carlo/${id}/cancel/`);
    expect(cancelled).toMatchObject({ status: 200, body: { state: 'cancelled' } });
    await queue.add(RUN_JOB, { runId: id });
    await lab.jobsDone();
    expect((await lab.api('GET', `/monte-carlo/${id}/`)).body).toMatchObject({
      state: 'cancelled',
      result: null,
    });
    const [row] = await db.select().from(runs).where(eq(runs.id, id));
    expect(row!.result).toBeNull();
    expect((await lab.api('POST', `/monte-carlo/${id}/cancel/`)).status).toBe(409);
  });

  it('refuses paths out of bounds and a bad flag, naming the field, and too many draws, translated', async () => {
    for (const body of [
      { runs: 99 },
      { runs: 10_001 },
      { runs: 'abc' },
      { seed: -1 },
      { bootstrap: 'yes' },
    ]) {
      const res = await start(run.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields), JSON.stringify(body)).toEqual(Object.keys(body));
    }
    // 5000 paths of 5000 trades: 25 million draws, above the limit of 20 million.
    const many = await backtestCopy({ tradeCount: 5000 });
    const refused = await start(many, { runs: 5000 });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'monte_carlo_too_large',
        detail:
          '5000 simulações de 5000 operações passam do limite de 20000000 sorteios; use menos simulações.',
        fields: { runs: expect.any(Array) },
      },
    });
    expect((await lab.api('GET', `/monte-carlo/?backtest_id=${many}`)).body.count).toBe(0);
  });

  it('answers 409, translated, for a backtest that has not finished or failed', async () => {
    const running = await backtestCopy({ state: 'running' });
    expect(await start(running)).toMatchObject({
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
    expect((await start(failed.id)).body.code).toBe('run_not_done');
  });

  it('is refused to a role without Backtest, and another user’s backtests and analyses are hidden', async () => {
    const done = (await lab.api('GET', `/monte-carlo/?backtest_id=${run.id}`)).body.results[0];
    const usuario = (await login(server, 'usuario@alvorada.dev')).accessToken;
    expect((await start(run.id, {}, usuario)).status).toBe(403);
    expect((await lab.api('GET', `/monte-carlo/${done.id}/`, undefined, usuario)).status).toBe(403);
    expect((await lab.api('GET', '/monte-carlo/', undefined, usuario)).status).toBe(403);
    // The developer reads Backtest but creates none, and sees only their own.
    const dev = (await login(server, 'dev@alvorada.dev')).accessToken;
    expect((await start(run.id, {}, dev)).status).toBe(403);
    expect((await lab.api('GET', `/monte-carlo/${done.id}/`, undefined, dev)).status).toBe(404);
    expect((await lab.api('GET', '/monte-carlo/', undefined, dev)).body.count).toBe(0);
    expect((await lab.api('POST', `/monte-carlo/${done.id}/cancel/`, undefined, dev)).status).toBe(403);
    expect((await start(999_999)).status).toBe(404);
    // An analysis is read as one: the backtest's own route does not answer it.
    expect((await lab.api('GET', `/backtests/${done.id}/`)).status).toBe(404);
  });
});
