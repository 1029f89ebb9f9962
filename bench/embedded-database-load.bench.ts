// Three database-bound pages at 50 connections on the embedded database, which serves one statement at a
// time: the operations table (`/api/trading/operations/`, after a few backtests filled it), the prosumers'
// units (`/api/energy/summary/prosumers/units/`) and the global search (`/api/search/?q=`), each read as the
// administrator. The project's server runs in its own process as `npm start` does; autocannon drives it from
// this one, the three routes taking turns round after round. A request over autocannon's 10 s counts as a
// timeout; a 503 (the server turning a request away) is counted apart from other failures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import type { Instrument, Run, Strategy } from '@alvorada/contracts';
import { bearer, median, medianOf, serveDemo, stopServers } from './serve.ts';
import { takeTurns } from './turns.ts';

const ROUNDS = 3;
const SECONDS = 10;
const CONNECTIONS = 50;
const BACKTESTS = [5, 8, 10, 12, 15];
const dataDir = mkdtempSync(join(tmpdir(), 'alvorada-embedded-load-'));

try {
  const base = await serveDemo(dataDir);
  const trader = { ...(await bearer(base, 'trader@alvorada.dev')), 'content-type': 'application/json' };
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${base}${path}`, { headers: trader });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  type Page<T> = { results: T[] };
  const goog = (await get<Page<Instrument>>('/api/trading/instruments/?search=GOOG')).results[0]!.id;
  const version = (await get<Page<Strategy>>('/api/trading/strategies/')).results[0]!.version_id;
  for (const n1 of BACKTESTS) {
    const response = await fetch(`${base}/api/trading/backtests/`, {
      method: 'POST',
      headers: trader,
      body: JSON.stringify({
        instrument_id: goog,
        timeframe: '1d',
        strategy_version_id: version,
        params: { n1, n2: 20 + n1 },
      }),
    });
    const { id } = (await response.json()) as Run;
    while (!['done', 'failed'].includes((await get<Run>(`/api/trading/backtests/${id}/`)).state))
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const admin = await bearer(base, 'admin@alvorada.dev');
  const targets = {
    operations: { url: `${base}/api/trading/operations/`, headers: admin },
    units: { url: `${base}/api/energy/summary/prosumers/units/`, headers: admin },
    search: { url: `${base}/api/search/?q=an`, headers: admin },
  };
  type Name = keyof typeof targets;
  const names = Object.keys(targets) as Name[];
  const turnedAway = (r: autocannon.Result) => r.statusCodeStats?.['503']?.count ?? 0;
  const { rounds, loads } = await takeTurns(targets, {
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
    describe: (n, r) =>
      `${n} ${Math.round(r.requests.average)}/s p50 ${r.latency.p50} p99 ${r.latency.p99} ms, ${r['2xx']} ok, ${turnedAway(r)} × 503, ${r.timeouts} timeouts`,
  });

  const figures: Record<string, number> = {};
  for (const name of names) {
    const of = (pick: (result: autocannon.Result) => number) => medianOf(rounds, name, pick);
    // autocannon counts timeouts among its errors.
    const answered = (r: autocannon.Result) => r['2xx'] + r.non2xx + r.errors;
    figures[`${name}_req_per_s`] = Math.round(of((r) => r.requests.average));
    figures[`${name}_ok_per_s`] = Math.round(of((r) => r['2xx'] / SECONDS));
    figures[`${name}_p50_ms`] = of((r) => r.latency.p50);
    figures[`${name}_p99_ms`] = of((r) => r.latency.p99);
    figures[`${name}_timeouts_pct`] = Number(of((r) => (100 * r.timeouts) / answered(r)).toFixed(1));
    figures[`${name}_503_pct`] = Number(of((r) => (100 * turnedAway(r)) / answered(r)).toFixed(1));
    figures[`${name}_other_errors`] = rounds
      .map((results) => results[name])
      .reduce((sum, r) => sum + r.errors - r.timeouts + r.non2xx - turnedAway(r), 0);
  }
  figures.load_average = Number(median(loads).toFixed(1));
  console.log(JSON.stringify(figures));
} finally {
  await stopServers();
  rmSync(dataDir, { recursive: true, force: true });
}
