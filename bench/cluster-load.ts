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
  const paths: Record<
    string,
    { path: string; headers?: Record<string, string>; method?: 'POST'; body?: string }
  > = {
    login: {
      path: '/api/auth/login/',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'usuario@alvorada.dev', password: PASSWORD }),
    },
    profile: { path: '/api/auth/current_profile/', headers: admin },
  };
  for (const [name, path] of Object.entries(LISTS)) {
    const answer = await fetch(`${cluster.url}${path}`, { headers: admin });
    if (!answer.ok) throw new Error(`${path} answers ${answer.status} to the administrator`);
    paths[name] = { path, headers: admin };
  }
  const targets: Record<
    string,
    { url: string; headers?: Record<string, string>; method?: 'POST'; body?: string }
  > = {};
  for (const [name, { path, ...rest }] of Object.entries(paths)) {
    targets[`${name}_nginx`] = { url: `${cluster.url}${path}`, ...rest };
    targets[`${name}_one`] = { url: `${direct}${path}`, ...rest };
  }
  const { rounds, loads } = await takeTurns(targets, {
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  const figures: Record<string, number> = {};
  for (const name of Object.keys(paths)) {
    figures[`${name}_nginx_req_per_s`] = Math.round(
      medianOf(rounds, `${name}_nginx`, (r) => r.requests.average),
    );
    figures[`${name}_one_req_per_s`] = Math.round(medianOf(rounds, `${name}_one`, (r) => r.requests.average));
    figures[`${name}_nginx_to_one`] = medianRatio(rounds, `${name}_nginx`, `${name}_one`);
    figures[`${name}_nginx_p99_ms`] = medianOf(rounds, `${name}_nginx`, (r) => r.latency.p99);
  }
  figures.errors = failures(rounds);
  figures.load_average = Number(median([...loads, loadavg()[0]!]).toFixed(1));
  console.log(JSON.stringify(figures));
} finally {
  await cluster.stop();
}
