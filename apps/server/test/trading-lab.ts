import { readFileSync } from 'node:fs';
import { parseCsv, type TradeColumns } from '@alvorada/backtest';
import { beforeAll } from 'vitest';
import { call, login, type TestServer } from './harness.ts';
import { fileServer } from './module-server.ts';
import { eventually } from './eventually.ts';
import { RUN_JOB } from '../src/modules/trading/run-job.ts';

/** The GOOG daily bars the demo seeds: the CSV file, and as the engine reads them. */
export const GOOG_CSV = readFileSync(
  new URL('../../../packages/backtest/test/fixtures/market/GOOG.csv', import.meta.url),
  'utf8',
);
export const GOOG = parseCsv(GOOG_CSV);

/** A create request for an instrument traded on B3 in reais, by lots of 100 at a cent's tick. */
export const b3Instrument = (symbol: string, extra: object = {}) => ({
  symbol,
  market: 'B3',
  currency: 'BRL',
  lot_size: 100,
  tick_size: 0.01,
  timezone: 'America/Sao_Paulo',
  ...extra,
});

/** The engine's `i`-th trade as the API names its fields, for matching the API's trades one by one. */
export const engineTrade = (t: TradeColumns, i: number) => ({
  size: t.Size[i],
  entry_bar: t.EntryBar[i],
  exit_bar: t.ExitBar[i],
  entry_price: t.EntryPrice[i],
  exit_price: t.ExitPrice[i],
});

export type RunPath = 'backtests' | 'optimizations' | 'walk-forwards' | 'monte-carlo';

/**
 * The trading API as the demo trader, and backtesting.py's README example as a run request: the trader's
 * SMA cross 10/20 on GOOG, 0.2 % commission, exclusive orders (`extra` changes or adds fields).
 */
export async function tradingLab(server: TestServer) {
  const trader = await login(server, 'trader@alvorada.dev');
  const api = (method: string, path: string, body?: unknown, token = trader.accessToken) =>
    call(server, method, `/api/trading${path}`, { token, body });
  const goog: number = (await api('GET', '/instruments/?search=GOOG')).body.results[0].id;
  const versionId: number = (await api('GET', '/strategies/')).body.results[0].version_id;
  const request = (extra: object = {}) => ({
    instrument_id: goog,
    timeframe: '1d',
    strategy_version_id: versionId,
    commission_rate: 0.002,
    exclusive_orders: true,
    ...extra,
  });

  /** What `path` answers once `done` holds for it, however long that takes (a refusal is no answer to it). */
  const when = (path: string, done: (body: any) => boolean) =>
    eventually(async () => {
      const { status, body } = await api('GET', path);
      if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body)}`);
      return done(body) && body;
    });
  const ended = (run: any) => !['queued', 'running'].includes(run.state);
  /** The run once it has ended (done, failed or cancelled). */
  const finished = (kind: RunPath, id: number) => when(`/${kind}/${id}/`, ended);
  /**
   * The run once it computes (running, with progress made), or once it has ended: a case that cancels "while
   * it computes" waits for this, however slowly the machine takes it there.
   */
  const computing = (kind: RunPath, id: number) =>
    when(`/${kind}/${id}/`, (run) => (run.state === 'running' && run.progress > 0) || ended(run));
  /** Once no run's job is waiting or running: what a cancelled run's job would still write, it has written. */
  const jobsDone = () => eventually(async () => !(await server.built.platform.queue.depths())[RUN_JOB]);

  return { trader, api, goog, versionId, request, when, finished, computing, jobsDone };
}
export type TradingLab = Awaited<ReturnType<typeof tradingLab>>;

/** The file's server, with jobs in the process's memory (no Redis), and its lab, made before the first case. */
export function fileTradingLab() {
  const server = fileServer({ REDIS_URL: '' });
  const lab = {} as TradingLab;
  beforeAll(async () => {
    Object.assign(lab, await tradingLab(server));
  });
  return { server, lab };
}
