import { spawn } from 'node:child_process';
import { freshDatabaseEnv, TEST_SERVER_ENV } from './harness.ts';
import { isFree, restartablePort } from './service-outages.ts';
import { processOutput } from './process-output.ts';

const CLUSTER = new URL('../../../scripts/cluster.mjs', import.meta.url).pathname;

/** `count` consecutive free ports, the first one answered. */
async function freePorts(count: number) {
  for (;;) {
    const first = await restartablePort();
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => isFree(first + i + 1)));
    if (rest.every(Boolean)) return first;
  }
}

type Env = Record<string, string>;

/**
 * `npm run cluster` on a database of its own (a copy of the suite's seeded template), on free ports: nginx,
 * `instances` web instances and `workers` workers, with `settings` over the tests' own (or made from the
 * database's settings). The job of a dead worker is handed on after 1 s, and readiness is checked every
 * second. Answers once nginx is up.
 */
export async function startCluster(
  opts: { instances?: number; workers?: number; settings?: Env | ((database: Env) => Env) } = {},
) {
  const { instances = 2, workers = 1 } = opts;
  const database = await freshDatabaseEnv();
  const settings = typeof opts.settings === 'function' ? opts.settings(database.env) : opts.settings;
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
  const { line, exited, text } = processOutput(child);
  await line(/^nginx pid \d+ port \d+$/);
  const url = `http://127.0.0.1:${port}`;
  /** The process's id as the cluster last printed it (a process it started again has a new one). */
  const pid = (name: string) => {
    const started = [...text().matchAll(new RegExp(`^${name} pid (\\d+)`, 'gm'))];
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
      const { code } = await exited;
      await database.drop();
      return code;
    },
  };
}
export type Cluster = Awaited<ReturnType<typeof startCluster>>;
