// HTTP through nginx in front of two instances (`npm run cluster` on PostgreSQL and Redis) beside one instance
// reached directly, on the same cluster: sign-in, the current profile, and the main list of each area. The
// targets take turns round after round (bench/turns.ts); figures are medians over the rounds. Needs
// DATABASE_URL and REDIS_URL; run with `npm run bench:load` (bench/README.md).
import { loadavg } from 'node:os';
import { startBenchCluster } from './cluster.ts';
import { failures, median, medianOf, medianRatio } from './serve.ts';
import { takeTurns } from './turns.ts';

const ROUNDS = 3;
const SECONDS = 4;
const CONNECTIONS = 50;
const LOGIN_CONNECTIONS = 10;
const PASSWORD = 'Alvorada@2026';
const LISTS = {
  users: '/api/admin/users/',
  plants: '/api/energy/plants/',
  instruments: '/api/trading/instruments/',
  workana: '/api/workana/notifications/',
  optop: '/api/optop/conversations/',
  articles: '/api/help-center/articles/',
};

const cluster = await startBenchCluster(Number(process.env.BENCH_PORT ?? 3890));
try {
  const direct = `http://127.0.0.1:${cluster.web[0]!.port}`;
  const signIn = async (email: string) => {
    const answer = await fetch(`${cluster.url}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!answer.ok) throw new Error(`sign-in as ${email}: ${answer.status}`);
    const { accessToken } = (await answer.json()) as { accessToken: string };
    return { authorization: `Bearer ${accessToken}` };
  };
  const admin = await signIn('admin@alvorada.dev');
  type Request = { path: string; headers?: Record<string, string>; method?: 'POST'; body?: string };
  const reads: Record<string, Request> = { profile: { path: '/api/auth/current_profile/', headers: admin } };
  for (const [name, path] of Object.entries(LISTS)) {
    const answer = await fetch(`${cluster.url}${path}`, { headers: admin });
    if (!answer.ok) throw new Error(`${path} answers ${answer.status} to the administrator`);
    reads[name] = { path, headers: admin };
  }
  // A sign-in hashes a password on the instance's thread pool: the reads go first, so that the hashes
  // still queued when a sign-in turn ends do not slow them, and the sign-ins take fewer connections.
  const login: Record<string, Request> = {
    login: {
      path: '/api/auth/login/',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'usuario@alvorada.dev', password: PASSWORD }),
    },
  };
  const figures: Record<string, number> = {};
  const loads: number[] = [];
  let errors = 0;
  for (const [paths, connections] of [
    [reads, CONNECTIONS],
    [login, LOGIN_CONNECTIONS],
  ] as const) {
    const targets: Record<string, Request & { url: string }> = {};
    for (const [name, request] of Object.entries(paths)) {
      targets[`${name}_nginx`] = { ...request, url: `${cluster.url}${request.path}` };
      targets[`${name}_one`] = { ...request, url: `${direct}${request.path}` };
    }
    const turns = await takeTurns(targets, { rounds: ROUNDS, seconds: SECONDS, connections });
    const { rounds } = turns;
    for (const name of Object.keys(paths)) {
      const throughput = (target: string) => Math.round(medianOf(rounds, target, (r) => r.requests.average));
      figures[`${name}_nginx_req_per_s`] = throughput(`${name}_nginx`);
      figures[`${name}_one_req_per_s`] = throughput(`${name}_one`);
      figures[`${name}_nginx_to_one`] = medianRatio(rounds, `${name}_nginx`, `${name}_one`);
      figures[`${name}_nginx_p99_ms`] = medianOf(rounds, `${name}_nginx`, (r) => r.latency.p99);
    }
    errors += failures(rounds);
    loads.push(...turns.loads);
  }
  figures.errors = errors;
  figures.load_average = Number(median([...loads, loadavg()[0]!]).toFixed(1));
  console.log(JSON.stringify(figures));
} finally {
  await cluster.stop();
}
