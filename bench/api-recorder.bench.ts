// What the request recorder of the developer tools costs: two project servers, each in its own child process
// on its own embedded database, one recording every API request (DEVTOOLS_SAMPLE_RATE=1 with no per-second
// budget in reach: headers and bodies redacted and kept, SQL statements traced) and one recording none (0).
// GET /api/health and the authenticated GET /api/auth/current_profile/ are driven on each, alternating on
// and off within every round so that the machine's load falls on both alike; each figure is the median over
// the rounds, and the ratios are the medians of each round's on/off ratio.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { bearer, failures, median, medianOf, medianRatio, serve, stopServers } from './serve.ts';
import { takeTurns } from './turns.ts';

const ROUNDS = 10;
const SECONDS = 4;
const CONNECTIONS = 50;
const dirs = [
  mkdtempSync(join(tmpdir(), 'alvorada-bench-on-')),
  mkdtempSync(join(tmpdir(), 'alvorada-bench-off-')),
];

const start = (dataDir: string, sampleRate: string) =>
  serve('apps/server/src/main.ts', {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    DEMO_SEED: 'true',
    DEVTOOLS_SAMPLE_RATE: sampleRate,
    DEVTOOLS_MAX_PER_SECOND: '1000000',
  });

try {
  const on = await start(dirs[0]!, '1');
  const off = await start(dirs[1]!, '0');
  const targets = {
    health_on: { url: `${on}/api/health` },
    health_off: { url: `${off}/api/health` },
    profile_on: { url: `${on}/api/auth/current_profile/`, headers: await bearer(on, 'usuario@alvorada.dev') },
    profile_off: {
      url: `${off}/api/auth/current_profile/`,
      headers: await bearer(off, 'usuario@alvorada.dev'),
    },
  };
  type Name = keyof typeof targets;
  const { rounds, loads } = await takeTurns(targets, {
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
    // Odd rounds start with the recorder off, so neither side always runs first.
    order: (round) =>
      round % 2
        ? ['health_off', 'health_on', 'profile_off', 'profile_on']
        : ['health_on', 'health_off', 'profile_on', 'profile_off'],
  });

  const of = (name: Name, pick: (result: autocannon.Result) => number) => medianOf(rounds, name, pick);
  const ratio = (route: 'health' | 'profile') => medianRatio(rounds, `${route}_on`, `${route}_off`);
  console.log(
    JSON.stringify({
      health_recorder_on_req_per_s: Math.round(of('health_on', (r) => r.requests.average)),
      health_recorder_off_req_per_s: Math.round(of('health_off', (r) => r.requests.average)),
      profile_recorder_on_req_per_s: Math.round(of('profile_on', (r) => r.requests.average)),
      profile_recorder_off_req_per_s: Math.round(of('profile_off', (r) => r.requests.average)),
      health_on_to_off: ratio('health'),
      profile_on_to_off: ratio('profile'),
      health_recorder_on_p99_ms: of('health_on', (r) => r.latency.p99),
      health_recorder_off_p99_ms: of('health_off', (r) => r.latency.p99),
      profile_recorder_on_p99_ms: of('profile_on', (r) => r.latency.p99),
      profile_recorder_off_p99_ms: of('profile_off', (r) => r.latency.p99),
      errors: failures(rounds),
      load_average: Number(median(loads).toFixed(1)),
    }),
  );
} finally {
  await stopServers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
