// Servers the benchmarks drive over HTTP, each in a child process of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const children: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Starts a server script in a child process; resolves to its base URL once /api/health answers. */
export async function serve(script: string, env: Record<string, string> = {}): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return base;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${script} did not start`);
}

/** The app on its embedded database under `dataDir`, with the demo seeded and only warnings logged. */
export const serveDemo = (dataDir: string, env: Record<string, string> = {}) =>
  serve('apps/server/src/main.ts', {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
    ...env,
  });

/** Stops every server started, waiting for each to exit. */
export async function stopServers(): Promise<void> {
  for (const child of children.splice(0)) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
}

/** Signs in as a demo account; answers the bearer header. */
export async function bearer(base: string, email: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Alvorada@2026' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Rounds = Record<
  string,
  { requests: { average: number }; errors: number; timeouts: number; non2xx: number }
>[];

/** The median over rounds of one figure of one target. */
export const medianOf = <R extends Rounds[number]>(
  rounds: R[],
  name: keyof R,
  pick: (result: R[keyof R]) => number,
) => median(rounds.map((results) => pick(results[name])));

/** The median over rounds of `top`'s throughput divided by `bottom`'s in the same round, to 3 decimals. */
export const medianRatio = (rounds: Rounds, top: string, bottom: string) =>
  Number(median(rounds.map((r) => r[top]!.requests.average / r[bottom]!.requests.average)).toFixed(3));

/** Errors, timeouts and non-2xx answers over every round and target. */
export const failures = (rounds: Rounds) =>
  rounds.reduce(
    (sum, results) => sum + Object.values(results).reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
    0,
  );
