// The platform's per-request price: a bare Fastify route beside the project's GET /api/health and an
// authenticated GET /api/auth/current_profile/ (JWT check, cached user state, profile serialisation), and
// the floor set by what every answer must carry: the bare route with the project's answer headers, then with
// those and its request line. Each server runs in its own child process (the project's on the embedded
// database, at its default log level, its request logs going to /dev/null) and autocannon drives them from
// this one. The targets take turns, round after round, so that a change in the machine's load touches all
// alike; each figure is the median over the rounds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { bearer, failures, median, medianOf, medianRatio, serve, stopServers } from './serve.ts';
import { takeTurns } from './turns.ts';

const ROUNDS = 5;
const SECONDS = 5;
const CONNECTIONS = 50;
const dataDir = mkdtempSync(join(tmpdir(), 'alvorada-bench-'));

try {
  const bare = await serve('bench/bare-fastify.ts');
  const withHeaders = await serve('bench/bare-fastify.ts', { BARE_ADD: 'headers' });
  const withLine = await serve('bench/bare-fastify.ts', { BARE_ADD: 'headers,line' });
  const project = await serve('apps/server/src/main.ts', {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    DEMO_SEED: 'true',
  });
  const auth = await bearer(project, 'usuario@alvorada.dev');
  const targets = {
    bare: { url: `${bare}/api/health` },
    bare_headers: { url: `${withHeaders}/api/health` },
    bare_headers_line: { url: `${withLine}/api/health` },
    health: { url: `${project}/api/health` },
    profile: {
      url: `${project}/api/auth/current_profile/`,
      headers: auth,
    },
  };
  type Name = keyof typeof targets;
  const { rounds, loads } = await takeTurns(targets, {
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
  });

  const of = (name: Name, pick: (result: autocannon.Result) => number) => medianOf(rounds, name, pick);
  const ratio = (name: Name) => medianRatio(rounds, name, 'bare');
  console.log(
    JSON.stringify({
      bare_req_per_s: Math.round(of('bare', (r) => r.requests.average)),
      health_req_per_s: Math.round(of('health', (r) => r.requests.average)),
      profile_req_per_s: Math.round(of('profile', (r) => r.requests.average)),
      bare_headers_to_bare: ratio('bare_headers'),
      bare_headers_line_to_bare: ratio('bare_headers_line'),
      health_to_bare: ratio('health'),
      profile_to_bare: ratio('profile'),
      health_p99_ms: of('health', (r) => r.latency.p99),
      profile_p99_ms: of('profile', (r) => r.latency.p99),
      profile_p50_ms: of('profile', (r) => r.latency.p50),
      errors: failures(rounds),
      load_average: Number(median(loads).toFixed(1)),
    }),
  );
} finally {
  await stopServers();
  rmSync(dataDir, { recursive: true, force: true });
}
