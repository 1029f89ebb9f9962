import { describe, expect, it } from 'vitest';
import { optimizeParallel } from '../src/node/optimize-parallel.ts';
import { createStrategy, heatmap, monteCarlo, walkForward } from '../src/index.ts';
import { candidates, optimize } from '../src/optimize/optimize.ts';
import { loadMarketData } from './csv-market-data.ts';

const goog = loadMarketData('GOOG.csv');
const smaCross = (p: Record<string, number>) => createStrategy('sma-cross', p);
const space = { n1: { min: 5, max: 25, step: 5 }, n2: [20, 40, 60, 80] };
const options = { cash: 10_000, commission: 0.002, exclusiveOrders: true };

describe('optimisation', () => {
  it('grid search honours the constraint and finds the best value of the objective', () => {
    const plan = {
      space,
      constraint: (p: Record<string, number>) => p.n1 < p.n2,
      maximize: 'Equity Final [$]' as const,
    };
    const { best, evaluations } = optimize(goog, smaCross, plan, options);
    expect(evaluations).toHaveLength(5 * 4 - 2);
    expect(evaluations.every((e) => e.params.n1 < e.params.n2)).toBe(true);
    expect(best?.value).toBe(Math.max(...evaluations.map((e) => e.value)));
  });

  it('randomised grid and random search try the requested number of distinct combinations', () => {
    const drawn = candidates({ space, maxTries: 7, seed: 3 });
    expect(drawn).toHaveLength(7);
    expect(new Set(drawn.map((p) => `${p.n1}/${p.n2}`)).size).toBe(7);
    expect(candidates({ space, maxTries: 0.5 })).toHaveLength(10);
    expect(candidates({ space, method: 'random', maxTries: 7, seed: 3 })).toEqual(drawn);
  });

  it('stops when its signal is aborted and reports progress', () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const { evaluations } = optimize(goog, smaCross, { space }, options, {
      signal: controller.signal,
      onProgress: (done) => {
        seen.push(done);
        if (done === 3) controller.abort();
      },
    });
    expect(evaluations).toHaveLength(3);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('runs in parallel on worker threads with the same results', async () => {
    const plan = { space, maximize: 'Sharpe Ratio' as const };
    const sequential = optimize(goog, smaCross, plan, options);
    let progress = 0;
    const parallel = await optimizeParallel(goog, { builtIn: 'sma-cross' }, plan, options, {
      threads: 2,
      onProgress: (done) => (progress = done),
    });
    expect(parallel.evaluations).toEqual(sequential.evaluations);
    expect(progress).toBe(20);
  });

  it('rejects when cancelled', async () => {
    const controller = new AbortController();
    const running = optimizeParallel(goog, { builtIn: 'sma-cross' }, { space }, options, {
      signal: controller.signal,
      onProgress: () => controller.abort(new Error('stop')),
    });
    await expect(running).rejects.toThrow('stop');
  });

  it('builds a heatmap of the best value per pair of parameters', () => {
    const { evaluations } = optimize(goog, smaCross, { space }, options);
    const map = heatmap(evaluations, 'n1', 'n2');
    expect(map.x).toEqual([5, 10, 15, 20, 25]);
    expect(map.y).toEqual([20, 40, 60, 80]);
    const e = evaluations.find((v) => v.params.n1 === 15 && v.params.n2 === 60);
    expect(map.z[2][2]).toBe(e?.value);
  });
});

describe('walk-forward analysis', () => {
  it('optimises on each training window and tests on the following unseen bars', () => {
    const windows = walkForward(goog, smaCross, { space, windows: 4, trainRatio: 3 }, options);
    expect(windows).toHaveLength(4);
    for (const [k, w] of windows.entries()) {
      expect(w.train[1]).toBe(w.test[0]);
      if (k > 0) expect(w.test[0]).toBe(windows[k - 1].test[1]);
      expect(w.testStats?.Start).toBe(goog.time[w.test[0]]);
    }
    expect(windows.at(-1)?.test[1]).toBe(goog.close.length);
  });

  it('walk-forward reports its progress over every window’s search', () => {
    const seen: [number, number][] = [];
    walkForward(goog, smaCross, { space, windows: 3 }, options, {
      onProgress: (done, total) => seen.push([done, total]),
    });
    expect(seen).toHaveLength(3 * 20);
    expect(seen.every(([, total]) => total === 60)).toBe(true);
    expect(seen.map(([done]) => done)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });
});

describe('Monte Carlo', () => {
  const returns = Float64Array.from([0.1, -0.05, 0.2, -0.1, 0.03, -0.02]);
  const product = Array.from(returns).reduce((e, r) => e * (1 + r), 1000);

  it('shuffling keeps the final equity and varies the drawdown', () => {
    const result = monteCarlo(returns, { runs: 200, cash: 1000, bootstrap: false });
    for (const v of result.finalEquity.values) expect(v).toBeCloseTo(product, 9);
    expect(result.maxDrawdown.values[0]).toBeLessThan(result.maxDrawdown.values[199]);
  });

  it('bootstrapping spreads the final equity around it', () => {
    const { finalEquity } = monteCarlo(returns, { runs: 500, cash: 1000 });
    expect(finalEquity.p5).toBeLessThan(product);
    expect(finalEquity.p95).toBeGreaterThan(product);
  });
});
