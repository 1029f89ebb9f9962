// What paper sessions cost the rest of the server: GET /api/health driven by autocannon at a fixed rate
// against the project's server (its own child process, embedded database, as `npm start` runs it), first
// idle, then while one trader runs 10 sessions on a generated feed at 1,000 bars a second (SmaCross 10/20,
// exclusive orders; the session caps raised for the bench). Idle and loaded rounds alternate (the sessions
// paused for the idle ones, so the history they carry keeps growing); each figure is the median over the
// rounds. Every response's own time is kept too: the p99 of all idle rounds' responses pooled against all
// loaded rounds' responses is the ratio reported, as one round's p99 is decided by a handful of requests.
// Also the bars the sessions processed per second, to show the steps kept up.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { bearer, failures, median, serveDemo, stopServers } from './serve.ts';

const ROUNDS = 8;
const SECONDS = 8;
const SESSIONS = 10;
const RATE = 200;
const dataDir = mkdtempSync(join(tmpdir(), 'alvorada-paper-health-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const base = await serveDemo(dataDir, {
    PAPER_SESSIONS_PER_USER: String(SESSIONS),
    PAPER_SESSIONS_PER_INSTANCE: String(SESSIONS),
  });
  const auth = await bearer(base, 'trader@alvorada.dev');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's answers, read by field
  const api = async (method: 'GET' | 'POST', path: string, body?: object): Promise<any> => {
    const response = await fetch(`${base}/api/trading${path}`, {
      method,
      headers: { ...auth, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const goog = (await api('GET', '/instruments/?search=GOOG')).results[0].id;
  const version = (await api('GET', '/strategies/')).results[0].version_id;
  const pooled = { idle: [] as number[], sessions: [] as number[] };
  const health = (into: number[] = []) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const url = `${base}/api/health`;
      const run = autocannon(
        { url, connections: 10, overallRate: RATE, duration: SECONDS },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      run.on('response', (_client, status, _bytes, ms) => void (status === 200 && into.push(ms)));
    });
  const bars = async (ids: number[]) => {
    let sum = 0;
    for (const id of ids) sum += (await api('GET', `/sessions/${id}/`)).bars;
    return sum;
  };

  await health(); // warm-up
  const ids: number[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const session = await api('POST', '/sessions/', {
      instrument_id: goog,
      timeframe: '1d',
      strategy_version_id: version,
      commission_rate: 0.002,
      exclusive_orders: true,
      feed: 'generated',
      speed: 1000,
    });
    ids.push(session.id);
  }
  await sleep(5_000);

  const rounds: Record<'idle' | 'sessions', autocannon.Result>[] = [];
  const barsPerSecond: number[] = [];
  const loads = [loadavg()[0]!];
  for (let round = 0; round < ROUNDS; round++) {
    for (const id of ids) await api('POST', `/sessions/${id}/pause/`);
    await sleep(1_000);
    const idle = await health(pooled.idle);
    for (const id of ids) await api('POST', `/sessions/${id}/resume/`);
    await sleep(2_000);
    const before = await bars(ids);
    const started = performance.now();
    const loaded = await health(pooled.sessions);
    barsPerSecond.push(((await bars(ids)) - before) / ((performance.now() - started) / 1000));
    rounds.push({ idle, sessions: loaded });
    loads.push(loadavg()[0]!);
    console.log(
      `round ${round + 1}: idle p50 ${idle.latency.p50} / p99 ${idle.latency.p99} ms, ` +
        `${SESSIONS} sessions p50 ${loaded.latency.p50} / p99 ${loaded.latency.p99} ms, ` +
        `${Math.round(barsPerSecond.at(-1)!)} bars/s, ${Math.round(await bars(ids))} bars in all`,
    );
  }
  for (const id of ids) await api('POST', `/sessions/${id}/stop/`);

  const of = (name: 'idle' | 'sessions', pick: (r: autocannon.Result) => number) =>
    median(rounds.map((r) => pick(r[name])));
  const p99 = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return Number(sorted[Math.ceil(sorted.length * 0.99) - 1]!.toFixed(2));
  };
  const idleP99 = p99(pooled.idle);
  const loadedP99 = p99(pooled.sessions);
  console.log(
    JSON.stringify({
      idle_p50_ms: of('idle', (r) => r.latency.p50),
      idle_p99_ms: idleP99,
      sessions_p50_ms: of('sessions', (r) => r.latency.p50),
      sessions_p99_ms: loadedP99,
      round_p99_idle_ms: of('idle', (r) => r.latency.p99),
      round_p99_sessions_ms: of('sessions', (r) => r.latency.p99),
      responses_idle: pooled.idle.length,
      responses_sessions: pooled.sessions.length,
      p99_sessions_to_idle: Number((loadedP99 / idleP99).toFixed(2)),
      session_bars_per_s: Math.round(median(barsPerSecond)),
      errors: failures(rounds),
      load_average: Number(median(loads).toFixed(1)),
    }),
  );
} finally {
  await stopServers();
  rmSync(dataDir, { recursive: true, force: true });
}
