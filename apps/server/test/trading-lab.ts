import { readFileSync } from 'node:fs';
import { parseCsv } from '@alvorada/backtest';
import { call, login, type TestServer } from './harness.ts';

/** The GOOG daily bars the demo seeds, as the engine reads them. */
export const GOOG = parseCsv(
  readFileSync(new URL('../../../packages/backtest/test/fixtures/market/GOOG.csv', import.meta.url)),
);

export type RunPath = 'backtests' | 'optimizations' | 'walk-forwards';

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

  /** The run once it has ended (done, failed or cancelled). */
  async function finished(kind: RunPath, id: number) {
    for (let i = 0; i < 400; i++) {
      const run = await api('GET', `/${kind}/${id}/`);
      if (!['queued', 'running'].includes(run.body.state)) return run.body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`run ${id} did not finish`);
  }

  return { trader, api, goog, versionId, request, finished };
}
export type TradingLab = Awaited<ReturnType<typeof tradingLab>>;
