import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStrategy, walkForward } from '@alvorada/backtest';
import { login, startServer, type TestServer } from './harness.ts';
import { GOOG, tradingLab, type TradingLab } from './trading-lab.ts';

let server: TestServer;
let lab: TradingLab;

beforeAll(async () => {
  server = await startServer();
  lab = await tradingLab(server);
});
afterAll(() => server?.close());

const space = { n1: [5, 10, 15], n2: [20, 40] };
const walk = (extra: object = {}) =>
  lab.request({ space, maximize: 'Equity Final [$]', windows: 3, train_ratio: 3, ...extra });

type Range = { from: number; to: number; first_bar: number; last_bar: number };
type Window = {
  train: Range;
  test: Range;
  params: Record<string, number>;
  train_value: number | null;
  test_stats: Record<string, number | null>;
};

describe('walk-forward analyses as jobs', () => {
  it('optimises on each training window and trades the best parameters on the unseen bars after it', async () => {
    const accepted = await lab.api('POST', '/walk-forwards/', walk());
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ kind: 'walk_forward', symbol: 'GOOG' });
    const run = await lab.finished('walk-forwards', accepted.body.id);
    expect(run).toMatchObject({ state: 'done', progress: 1, windows: 3, train_ratio: 3, anchored: false });
    const windows: Window[] = run.result.windows;
    expect(windows).toHaveLength(3);

    const expected = walkForward(
      GOOG,
      (p) => createStrategy('sma-cross', p),
      { space, maximize: 'Equity Final [$]', windows: 3, trainRatio: 3 },
      { cash: 10_000, commission: 0.002, exclusiveOrders: true, unit: 1 },
    );
    windows.forEach((w, k) => {
      // Rolling training bars end where the test begins; test windows follow each other without overlap.
      expect(w.train.last_bar + 1).toBe(w.test.first_bar);
      if (k > 0) expect(w.test.first_bar).toBe(windows[k - 1]!.test.last_bar + 1);
      expect(w.train.last_bar - w.train.first_bar).toBe(
        windows[0]!.train.last_bar - windows[0]!.train.first_bar,
      );
      for (const range of [w.train, w.test]) {
        expect(range.from).toBe(GOOG.time[range.first_bar]);
        expect(range.to).toBe(GOOG.time[range.last_bar]);
      }
      expect(space.n1).toContain(w.params.n1);
      expect(space.n2).toContain(w.params.n2);
      expect(w.params).toEqual(expected[k]!.params);
      expect(w.train_value).toBe(expected[k]!.trainValue);
      expect(w.test_stats['Return [%]']).toBe(expected[k]!.testStats!['Return [%]']);
      expect(w.test_stats['# Trades']).toBe(expected[k]!.testStats!['# Trades']);
      expect(Object.keys(w.test_stats).sort()).toEqual(
        ['# Trades', 'Equity Final [$]', 'Max. Drawdown [%]', 'Return [%]', 'Sharpe Ratio'].sort(),
      );
    });
    expect(windows.at(-1)!.test.last_bar).toBe(GOOG.time.length - 1);

    const compounded = windows.reduce((g, w) => g * (1 + w.test_stats['Return [%]']! / 100), 1);
    const trades = windows.reduce((n, w) => n + w.test_stats['# Trades']!, 0);
    expect(run.result.out_of_sample.return_pct).toBeCloseTo((compounded - 1) * 100, 9);
    expect(run.result.out_of_sample.trades).toBe(trades);
    expect(run).toMatchObject({ trade_count: trades, return_pct: run.result.out_of_sample.return_pct });

    const history = await lab.api('GET', '/walk-forwards/');
    expect(history.body.results[0]).toMatchObject({ id: run.id, kind: 'walk_forward' });
    expect((await lab.api('GET', `/optimizations/${run.id}/`)).status).toBe(404);
  });

  it('anchored training windows all start at the first bar and grow', async () => {
    const accepted = await lab.api('POST', '/walk-forwards/', walk({ anchored: true, windows: 2 }));
    const run = await lab.finished('walk-forwards', accepted.body.id);
    expect(run).toMatchObject({ state: 'done', anchored: true });
    const [first, second] = run.result.windows as Window[];
    expect([first!.train.first_bar, second!.train.first_bar]).toEqual([0, 0]);
    expect(second!.train.last_bar).toBe(first!.test.last_bar);
  });

  it('a walk-forward cancelled while it computes stops and keeps no results', async () => {
    const big = { n1: { min: 2, max: 60, step: 1 }, n2: { min: 61, max: 120, step: 1 } };
    const accepted = await lab.api('POST', '/walk-forwards/', walk({ space: big, windows: 5 }));
    expect(accepted.status).toBe(202);
    expect((await lab.computing('walk-forwards', accepted.body.id)).state).toBe('running');
    const cancelled = await lab.api('POST', `/walk-forwards/${accepted.body.id}/cancel/`);
    expect(cancelled).toMatchObject({ status: 200, body: { state: 'cancelled' } });
    await lab.jobsDone();
    const run = (await lab.api('GET', `/walk-forwards/${accepted.body.id}/`)).body;
    expect(run).toMatchObject({ state: 'cancelled', result: null, trade_count: null });
    expect((await lab.api('POST', `/walk-forwards/${accepted.body.id}/cancel/`)).status).toBe(409);
  });

  it('too few bars for the windows fail the run with the reason, in the reader’s language', async () => {
    // Ten trading days, where five windows at a ratio of three need sixteen bars.
    const accepted = await lab.api(
      'POST',
      '/walk-forwards/',
      walk({ windows: 5, from: '2005-01-03', to: '2005-01-14' }),
    );
    expect(accepted.status).toBe(202);
    const run = await lab.finished('walk-forwards', accepted.body.id);
    expect(run).toMatchObject({
      state: 'failed',
      result: null,
      error:
        'Velas insuficientes para a análise walk-forward: são necessárias pelo menos 16 no período. Use um período maior, menos janelas ou uma proporção de treino menor.',
    });
  });

  it('refuses windows, ratios and spaces out of bounds, and roles that may not create runs', async () => {
    for (const [extra, field] of [
      [{ windows: 1 }, 'windows'],
      [{ windows: 21 }, 'windows'],
      [{ train_ratio: 0.5 }, 'train_ratio'],
      [{ train_ratio: 11 }, 'train_ratio'],
      [{ anchored: 'yes' }, 'anchored'],
      [{ space: { n1: [0] } }, 'space.n1'],
    ] as const) {
      const res = await lab.api('POST', '/walk-forwards/', walk(extra));
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields), field).toEqual([field]);
    }
    const usuario = (await login(server, 'usuario@alvorada.dev')).accessToken;
    expect((await lab.api('POST', '/walk-forwards/', walk(), usuario)).status).toBe(403);
    expect((await lab.api('GET', '/walk-forwards/', undefined, usuario)).status).toBe(403);
    const dev = (await login(server, 'dev@alvorada.dev')).accessToken;
    expect((await lab.api('GET', '/walk-forwards/', undefined, dev)).body.count).toBe(0);
  });
});
