import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Backtest, isOverlay, rsi, sma, type Stats } from '@alvorada/backtest';
import { login, openSocket, startServer, type TestServer } from './harness.ts';
import { GOOG, tradingLab, type RunPath, type TradingLab } from './trading-lab.ts';

let server: TestServer;
let lab: TradingLab;
let trader: TradingLab['trader'];
const api = (...args: Parameters<TradingLab['api']>) => lab.api(...args);
const request = (extra?: object) => lab.request(extra);
const finished = (kind: RunPath, id: number) => lab.finished(kind, id);

beforeAll(async () => {
  server = await startServer();
  lab = await tradingLab(server);
  trader = lab.trader;
});
afterAll(() => server?.close());

describe('backtests as jobs', () => {
  it('GOOG, SMA cross 10/20, 0.2 % commission, exclusive orders: the engine’s stats and trades exactly', async () => {
    const socket = openSocket(server, trader.userData.id, trader.accessToken);
    await socket.opened;
    const accepted = await api('POST', '/backtests/', request());
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ kind: 'backtest', symbol: 'GOOG', strategy_version: 1 });
    expect(['queued', 'running']).toContain(accepted.body.state);
    const run = await finished('backtests', accepted.body.id);
    expect(run.state).toBe('done');

    const expected = new Backtest(
      GOOG,
      { builtIn: 'sma-cross' },
      { commission: 0.002, exclusiveOrders: true },
    ).run({
      n1: 10,
      n2: 20,
    });
    expect(run.stats['Equity Final [$]']).toBeCloseTo(56_263.52, 2);
    expect(run.stats['# Trades']).toBe(93);
    for (const [name, value] of Object.entries(expected.stats))
      expect(run.stats[name], name).toBe(Number.isFinite(value) ? value : null);
    expect(Object.keys(run.stats).sort()).toEqual(Object.keys(expected.stats as Stats).sort());
    expect(run).toMatchObject({ trade_count: 93, final_equity: expected.stats['Equity Final [$]'] });
    expect(run.equity.equity).toEqual(Array.from(expected.equity));

    const got = await api('GET', `/backtests/${run.id}/trades/?page_size=100`);
    expect(got.body.count).toBe(93);
    const t = expected.trades;
    got.body.results.forEach((trade: Record<string, number | null>, i: number) => {
      expect(trade).toEqual({
        n: i + 1,
        size: t.Size[i],
        entry_bar: t.EntryBar[i],
        exit_bar: t.ExitBar[i],
        entry_time: GOOG.time[t.EntryBar[i]!],
        exit_time: GOOG.time[t.ExitBar[i]!],
        entry_price: t.EntryPrice[i],
        exit_price: t.ExitPrice[i],
        sl: null,
        tp: null,
        pnl: t.PnL[i],
        commission: t.Commission[i],
        return_pct: t.ReturnPct[i],
        duration: GOOG.time[t.ExitBar[i]!]! - GOOG.time[t.EntryBar[i]!]!,
        tag: null,
      });
    });
    const progress = await socket.next('job_progress');
    expect(progress).toMatchObject({ kind: 'trading.backtest', job_id: accepted.body.job_id });
    socket.socket.close();

    const worst = await api('GET', `/backtests/${run.id}/trades/?ordering=pnl&page_size=5`);
    expect(worst.body.results[0].pnl).toBe(Math.min(...Array.from(t.PnL)));
    const csv = await api('GET', `/backtests/${run.id}/trades/export/?format=csv`);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines).toHaveLength(94);
    expect(lines[0]).toBe(
      'Nº;Entrada;Saída;Quantidade;Preço de entrada;Preço de saída;Stop loss;Alvo;Resultado;Corretagem;Retorno (%);Duração (dias);Etiqueta',
    );
    const history = await api('GET', '/backtests/?state=done');
    expect(history.body.results[0]).toMatchObject({ id: run.id, trade_count: 93 });
  });

  it('reports its progress as it goes: candles read, engine done, then done with its trades written', async () => {
    const socket = openSocket(server, trader.userData.id, trader.accessToken);
    await socket.opened;
    const accepted = await api('POST', '/backtests/', request({ cash: 30_000 }));
    const heard: { state: string; progress: number }[] = [];
    while (heard.at(-1)?.state !== 'done') {
      const message = await socket.next('job_progress');
      if (message.job_id === accepted.body.job_id) heard.push(message);
    }
    socket.socket.close();
    const progress = heard.map((m) => m.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(progress).size).toBe(progress.length);
    expect(heard.slice(0, -1).every((m) => m.state === 'running')).toBe(true);
    expect(progress.filter((share) => share > 0 && share < 1).length).toBeGreaterThanOrEqual(2);
    expect(progress.at(-1)).toBe(1);
  });

  it('an identical request while one is active is refused, never run twice', async () => {
    const body = request({ cash: 20_000 });
    const [a, b] = await Promise.all([api('POST', '/backtests/', body), api('POST', '/backtests/', body)]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.code).toBe('run_already_active');
    const accepted = a.status === 202 ? a : b;
    expect((await finished('backtests', accepted.body.id)).state).toBe('done');
    const runs = await api('GET', '/backtests/?page_size=100');
    expect(
      runs.body.results.filter((r: { settings: { cash: number } }) => r.settings.cash === 20_000),
    ).toHaveLength(1);
  });

  it('a run over a period without candles fails with its reason, in the reader’s language', async () => {
    const accepted = await api('POST', '/backtests/', request({ from: '1990-01-01', to: '1990-12-31' }));
    expect(accepted.status).toBe(202);
    const run = await finished('backtests', accepted.body.id);
    expect(run).toMatchObject({
      state: 'failed',
      error: 'Não há velas suficientes no período escolhido.',
      stats: null,
    });
    expect((await api('GET', `/backtests/${run.id}/trades/`)).body.count).toBe(0);
    expect((await api('POST', `/backtests/${run.id}/cancel/`)).status).toBe(409);
  });

  it('a run that fails outside the engine shows a code for support, never the failed query', async () => {
    const { db } = server.built.platform;
    await db.execute(sql`alter table trading_trades rename to trading_trades_away`);
    let run: Awaited<ReturnType<typeof finished>>;
    try {
      const accepted = await api('POST', '/backtests/', request({ cash: 30_000 }));
      run = await finished('backtests', accepted.body.id);
    } finally {
      await db.execute(sql`alter table trading_trades_away rename to trading_trades`);
    }
    expect(run).toMatchObject({ state: 'failed', stats: null });
    expect(run.error).toBe(
      `A execução falhou por um erro interno; se persistir, informe ao suporte o código ${run.job_id}.`,
    );
    expect(run.error).not.toMatch(/insert|trading_trades|query/i);
  });

  it('refuses bad requests and roles that may not create backtests', async () => {
    const bad = await api('POST', '/backtests/', request({ params: { n1: 0 }, commission_rate: 0.5 }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['commission_rate']);
    const param = await api('POST', '/backtests/', request({ params: { n1: 0 } }));
    expect(Object.keys(param.body.fields)).toEqual(['params.n1']);
    const dev = (await login(server, 'dev@alvorada.dev')).accessToken;
    expect((await api('POST', '/backtests/', request(), dev)).status).toBe(403);
    expect((await api('GET', '/backtests/', undefined, dev)).body.count).toBe(0);
    const usuario = (await login(server, 'usuario@alvorada.dev')).accessToken;
    expect((await api('GET', '/backtests/', undefined, usuario)).status).toBe(403);
  });
});

describe('optimisations', () => {
  it('searches a grid with the engine’s optimize: best parameters, their stats and the whole grid', async () => {
    const space = { n1: [5, 10, 15], n2: { min: 20, max: 40, step: 10 } };
    const accepted = await api('POST', '/optimizations/', request({ space, maximize: 'Equity Final [$]' }));
    expect(accepted.status).toBe(202);
    const run = await finished('optimizations', accepted.body.id);
    expect(run.state).toBe('done');
    const expected = new Backtest(
      GOOG,
      { builtIn: 'sma-cross' },
      { commission: 0.002, exclusiveOrders: true },
    ).optimize({ space, maximize: 'Equity Final [$]' });
    expect(run.evaluations).toHaveLength(9);
    expect(run.evaluations.map((e: { value: number }) => e.value)).toEqual(
      expected.evaluations.map((e) => e.value),
    );
    expect(run.best.params).toEqual(expected.best!.params);
    expect(run.best.stats['Equity Final [$]']).toBe(expected.best!.result.stats['Equity Final [$]']);
  });

  it('draws the strategy’s averages over the candles, not its oscillators', async () => {
    const done = await finished(
      'backtests',
      (await api('POST', '/backtests/', request({ cash: 10_001 }))).body.id,
    );
    const got = await api('GET', `/backtests/${done.id}/indicators/`);
    expect(got.status).toBe(200);
    expect(got.body.lines.map((line: { name: string }) => line.name)).toEqual(['sma1', 'sma2']);
    const slow = sma(GOOG.close, 20);
    expect(got.body.lines[1].values).toHaveLength(GOOG.close.length);
    expect(got.body.lines[1].values[18]).toBeNull();
    expect(got.body.lines[1].values[19]).toBe(slow[19]);
    expect(got.body.lines[1].values.at(-1)).toBe(slow.at(-1));
    expect(isOverlay(rsi(GOOG.close, 14), GOOG.close)).toBe(false);
  });

  it('draws a seeded random sample of the grid instead of all of it, as the engine does', async () => {
    const space = { n1: { min: 5, max: 25, step: 5 }, n2: { min: 30, max: 60, step: 10 } };
    const sample = { tries: 6, seed: 7 };
    const accepted = await api(
      'POST',
      '/optimizations/',
      request({ space, maximize: 'Sharpe Ratio', sample }),
    );
    expect(accepted.status).toBe(202);
    const run = await finished('optimizations', accepted.body.id);
    expect(run).toMatchObject({ state: 'done', sample });
    const expected = new Backtest(
      GOOG,
      { builtIn: 'sma-cross' },
      { commission: 0.002, exclusiveOrders: true },
    ).optimize({ space, maximize: 'Sharpe Ratio', method: 'random', maxTries: 6, seed: 7 });
    expect(run.evaluations).toHaveLength(6);
    expect(run.evaluations.map((e: { params: object }) => e.params)).toEqual(
      expected.evaluations.map((e) => e.params),
    );
    expect(run.best.params).toEqual(expected.best!.params);
    // Another seed draws other sets; a sample above the limit is refused, naming the field.
    const other = await finished(
      'optimizations',
      (
        await api(
          'POST',
          '/optimizations/',
          request({ space, maximize: 'Sharpe Ratio', sample: { tries: 6, seed: 8 } }),
        )
      ).body.id,
    );
    expect(other.evaluations.map((e: { params: object }) => e.params)).not.toEqual(
      run.evaluations.map((e: { params: object }) => e.params),
    );
    const refused = await api('POST', '/optimizations/', request({ space, sample: { tries: 0 } }));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toContain('sample.tries');
  });

  it('keeps to a constraint, optimises a formula of statistics, and searches by model, as the engine does', async () => {
    const space = { n1: { min: 5, max: 25, step: 5 }, n2: { min: 10, max: 65, step: 5 } };
    const engine = new Backtest(GOOG, { builtIn: 'sma-cross' }, { commission: 0.002, exclusiveOrders: true });
    const sample = { method: 'model', tries: 10, seed: 3 };
    const model = await finished(
      'optimizations',
      (
        await api(
          'POST',
          '/optimizations/',
          request({ space, constraint: 'n1 < n2', maximize: 'Equity Final [$]', sample }),
        )
      ).body.id,
    );
    expect(model).toMatchObject({ state: 'done', constraint: 'n1 < n2', direction: 'max', sample });
    const expected = engine.optimize({
      space,
      constraint: (p) => p.n1! < p.n2!,
      maximize: 'Equity Final [$]',
      method: 'model',
      maxTries: 10,
      seed: 3,
    });
    expect(model.evaluations).toEqual(expected.evaluations.map(({ params, value }) => ({ params, value })));
    expect(model.best.params).toEqual(expected.best!.params);

    // The lowest return per unit of drawdown over a grid that keeps n2 at least twice n1.
    const formula = '"Return [%]" / -"Max. Drawdown [%]"';
    const small = { n1: [5, 10, 15], n2: [10, 20, 30] };
    const min = await finished(
      'optimizations',
      (
        await api(
          'POST',
          '/optimizations/',
          request({ space: small, constraint: 'n2 >= 2 * n1', formula, direction: 'min' }),
        )
      ).body.id,
    );
    expect(min).toMatchObject({ state: 'done', formula, direction: 'min', maximize: 'SQN' });
    expect(min.evaluations.map((e: { params: object }) => e.params)).toEqual([
      { n1: 5, n2: 10 },
      { n1: 5, n2: 20 },
      { n1: 5, n2: 30 },
      { n1: 10, n2: 20 },
      { n1: 10, n2: 30 },
      { n1: 15, n2: 30 },
    ]);
    const values = min.evaluations.map((e: { value: number }) => e.value);
    expect(min.best.value).toBe(Math.min(...values));
    expect(min.best.value).toBeCloseTo(
      min.best.stats['Return [%]'] / -min.best.stats['Max. Drawdown [%]'],
      12,
    );

    // Bad expressions and a model search beyond its budget are refused, naming the field, in the user's language.
    const refusal = async (extra: object) =>
      (await api('POST', '/optimizations/', request({ space: small, ...extra }))).body;
    expect((await refusal({ constraint: 'n1 <' })).fields).toEqual({
      constraint: [expect.stringMatching(/^Expressão inválida/)],
    });
    expect((await refusal({ constraint: 'n1 < n3' })).fields.constraint[0]).toMatch(/nome desconhecido/);
    expect((await refusal({ formula: 'n1 * 2' })).fields.formula[0]).toMatch(/nome desconhecido/);
    expect(Object.keys((await refusal({ sample: { method: 'model', tries: 1001 } })).fields)).toEqual([
      'sample.tries',
    ]);
  });

  it('a run cancelled while it computes stops and keeps no results', async () => {
    const space = { n1: { min: 2, max: 60, step: 1 }, n2: { min: 61, max: 120, step: 1 } };
    const accepted = await api('POST', '/optimizations/', request({ space }));
    expect(accepted.status).toBe(202);
    expect(await lab.computing('optimizations', accepted.body.id)).toMatchObject({ state: 'running' });
    const cancelled = await api('POST', `/optimizations/${accepted.body.id}/cancel/`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.state).toBe('cancelled');
    await lab.jobsDone();
    const run = (await api('GET', `/optimizations/${accepted.body.id}/`)).body;
    expect(run).toMatchObject({ state: 'cancelled', best: null, evaluations: [] });
    expect((await api('POST', `/optimizations/${accepted.body.id}/cancel/`)).status).toBe(409);
  });

  it('refuses a grid above the limit', async () => {
    const space = { n1: { min: 1, max: 1000, step: 1 }, n2: { min: 1, max: 1000, step: 1 } };
    const res = await api('POST', '/optimizations/', request({ space }));
    expect(res).toMatchObject({ status: 400, body: { code: 'optimization_too_large' } });
  });
});
