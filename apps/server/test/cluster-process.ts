import { spawn } from 'node:child_process';
import { freshDatabaseEnv, TEST_SERVER_ENV } from './harness.ts';
import { isFree, restartablePort } from './service-outages.ts';

const CLUSTER = new URL('../../../scripts/cluster.mjs', import.meta.url).pathname;

/** `count` consecutive free ports, the first one answered. */
async function freePorts(count: number) {
  for (;;) {
    const first = await restartablePort();
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => isFree(first + i + 1)));
    if (rest.every(Boolean)) return first;
  }
}

/**
 * `npm run cluster` on a database of its own (a copy of the suite's seeded template), on free ports: nginx,
 * `instances` web instances and `workers` workers, with `settings` over the tests' own. A failed job's
 * worker is handed on after 1 s, and readiness is checked every second. Answers once nginx is up.
 */
export async function startCluster(
  opts: { instances?: number; workers?: number; settings?: Record<string, string> } = {},
) {
  const { instances = 2, workers = 1, settings = {} } = opts;
  const database = await freshDatabaseEnv();
  const port = await freePorts(instances + 1);
  const child = spawn(process.execPath, [CLUSTER], {
    env: {
      ...process.env,
      ...TEST_SERVER_ENV,
      ...database.env,
      PORT: String(port),
      CLUSTER_WEB_PORT: String(port + 1),
      CLUSTER_INSTANCES: String(instances),
      CLUSTER_WORKERS: String(workers),
      CLUSTER_HEALTH_SECONDS: '1',
      JOB_STALLED_SECONDS: '1',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // nginx's complaints about the instances a case kills go with the output, shown if the cluster stops.
  let output = '';
  const waiting = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (data: Buffer) => {
      output += data.toString();
      for (const check of waiting) check();
    });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** The `nth` match (1 for the first) of `pattern` in the cluster's output, once it is there. */
  const line = (pattern: RegExp, nth = 1) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const found = [...output.matchAll(new RegExp(pattern, 'gm'))][nth - 1];
        if (!found) return;
        waiting.delete(check);
        resolve(found);
      };
      waiting.add(check);
      check();
      void exited.then(() => reject(new Error(`the cluster stopped: ${output}`)));
    });
  await line(/^nginx pid \d+ port \d+$/);
  const url = `http://127.0.0.1:${port}`;
  /** The process's id as the cluster last printed it (a process it started again has a new one). */
  const pid = (name: string) => {
    const started = [...output.matchAll(new RegExp(`^${name} pid (\\d+)`, 'gm'))];
    return Number(started.at(-1)![1]);
  };
  return {
    url,
    wsUrl: url.replace('http', 'ws'),
    database,
    line,
    pid,
    /** Where web instance `n` (from 1) listens, to reach it without nginx. */
    instance: (n: number) => ({ url: `http://127.0.0.1:${port + n}`, wsUrl: `ws://127.0.0.1:${port + n}` }),
    /** Whether the process of id `pid` still runs. */
    alive: (processId: number) => {
      try {
        process.kill(processId, 0);
        return true;
      } catch {
        return false;
      }
    },
    /** Ctrl+C: answers the cluster's exit code once every process it started has stopped. */
    async stop() {
      child.kill('SIGINT');
      const code = await exited;
      await database.drop();
      return code;
    },
  };
}
export type Cluster = Awaited<ReturnType<typeof startCluster>>;
