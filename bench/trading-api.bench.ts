// A backtest as the lab runs it, through the API, on 1,000,000 one-minute bars: the candles imported over
// HTTP in CSV pieces (the import's body limit), then a backtest job (SmaCross 10/20, exclusive orders) from
// the request to its results stored — trades and equity written, state `done`. The project's server runs in
// its own process on the embedded database, as `npm start` does.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomMarket } from '../packages/backtest/test/random-market.ts';
import type { CandleImportResult, Instrument, Run, Strategy } from '@alvorada/contracts';
import { MILLION_BAR_INSTRUMENT } from './million-bars.ts';
import { bearer, serveDemo, stopServers } from './serve.ts';

const BARS = 1_000_000;
const PIECE = 200_000;
const RUNS = 3;
const dataDir = mkdtempSync(join(tmpdir(), 'alvorada-trading-bench-'));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

try {
  const base = await serveDemo(dataDir);
  const headers = { ...(await bearer(base, 'trader@alvorada.dev')), 'content-type': 'application/json' };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const instrument = await post<Instrument>('/api/trading/instruments/', MILLION_BAR_INSTRUMENT);

  const data = randomMarket(BARS, 42);
  const importStart = performance.now();
  for (let from = 0; from < BARS; from += PIECE) {
    const lines = ['Date,Open,High,Low,Close,Volume'];
    for (let i = from; i < Math.min(BARS, from + PIECE); i++) {
      const time = new Date(data.time[i]!).toISOString().slice(0, 19).replace('T', ' ');
      lines.push(`${time},${data.open[i]},${data.high[i]},${data.low[i]},${data.close[i]},${data.volume[i]}`);
    }
    const result = await post<CandleImportResult>(
      `/api/trading/instruments/${instrument.id}/candles/import/`,
      {
        file_name: `bars-${from}.csv`,
        content: lines.join('\n'),
      },
    );
    if (result.errors.length) throw new Error(`import: ${JSON.stringify(result.errors.slice(0, 3))}`);
  }
  const importSeconds = (performance.now() - importStart) / 1000;

  const strategy = await post<Strategy>('/api/trading/strategies/', {
    name: 'SmaCross 10/20 bench',
    definition: { kind: 'built_in', built_in: 'sma-cross', params: { n1: 10, n2: 20 } },
  });
  const jobs: { wall: number; worker: number; trades: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const queued = await post<Run>('/api/trading/backtests/', {
      instrument_id: instrument.id,
      timeframe: '1m',
      strategy_version_id: strategy.version_id,
      exclusive_orders: true,
      // Each run its own request: an identical one while another is active would be refused.
      cash: 10_000 + run,
    });
    for (;;) {
      const done = (await (
        await fetch(`${base}/api/trading/backtests/${queued.id}/`, { headers })
      ).json()) as Run;
      if (done.state === 'done') {
        jobs.push({
          wall: performance.now() - start,
          worker: Date.parse(done.finished_at!) - Date.parse(done.started_at!),
          trades: done.trade_count!,
        });
        break;
      }
      if (done.state !== 'queued' && done.state !== 'running') throw new Error(`run ${done.state}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    console.log(`run ${run + 1}: ${Math.round(jobs.at(-1)!.wall)} ms, ${jobs.at(-1)!.trades} trades`);
  }

  console.log(
    JSON.stringify({
      bars: BARS,
      import_seconds: Number(importSeconds.toFixed(1)),
      import_bars_per_s: Math.round(BARS / importSeconds),
      backtest_request_to_stored_ms: Math.round(median(jobs.map((j) => j.wall))),
      backtest_started_to_finished_ms: Math.round(median(jobs.map((j) => j.worker))),
      trades: jobs[0]!.trades,
      load_average: Number(loadavg()[0]!.toFixed(1)),
    }),
  );
} finally {
  await stopServers();
  rmSync(dataDir, { recursive: true, force: true });
}
