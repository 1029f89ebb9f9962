// Authenticated GET /api/auth/current_profile/ against GET /api/health: the price of authentication
// (JWT check, cached user state, profile query) per request. The server runs in its own process on the
// embedded database; autocannon drives it from this one.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const DURATION_SECONDS = 10;
const CONNECTIONS = 10;
const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'alvorada-bench-'));
const PORT = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${PORT}`;

const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    DEMO_SEED: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitUntilUp() {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const run = (path: string, headers: Record<string, string> = {}) =>
  autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });

try {
  await waitUntilUp();
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'usuario@alvorada.dev', password: 'Alvorada@2026' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  await run('/api/health'); // warm-up
  const health = await run('/api/health');
  const profile = await run('/api/auth/current_profile/', { authorization: `Bearer ${accessToken}` });
  if (profile.non2xx > 0 || health.non2xx > 0) throw new Error('benchmark saw non-2xx answers');
  console.log(`health: ${health.requests.average} req/s; profile: ${profile.requests.average} req/s`);
  console.log(
    JSON.stringify({
      health_req_per_s: health.requests.average,
      health_p50_ms: health.latency.p50,
      health_p99_ms: health.latency.p99,
      profile_req_per_s: profile.requests.average,
      profile_p50_ms: profile.latency.p50,
      profile_p99_ms: profile.latency.p99,
      profile_to_health_ratio: Number((profile.requests.average / health.requests.average).toFixed(3)),
    }),
  );
} finally {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
