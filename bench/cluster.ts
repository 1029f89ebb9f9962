// `npm run cluster` for the load benches: a fresh PostgreSQL database of its own (dropped at the end), a Redis
// prefix of its own, the demo seeded, the request lines at their default level (info) read and dropped by
// this process as a terminal would take them, sign-in limits raised for the login load.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createScratchDatabase } from './scratch-database.ts';

const root = join(import.meta.dirname, '..');

export async function startBenchCluster(port: number, opts: { instances?: number; workers?: number } = {}) {
  const adminUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) throw new Error('the load benches need DATABASE_URL and REDIS_URL');
  const scratch = await createScratchDatabase(adminUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'alvorada-bench-cluster-'));
  const redisPrefix = `${scratch.name}:`;
  const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: scratch.url,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'web'),
      PORT: String(port),
      CLUSTER_INSTANCES: String(opts.instances ?? 2),
      CLUSTER_WORKERS: String(opts.workers ?? 1),
      DEMO_SEED: 'true',
      JWT_SECRET: 'bench-secret-for-the-load-benches-0123456789',
      LOGIN_RATE_MAX: '1000000',
      LOGIN_RATE_IP_MAX: '1000000',
      WORKANA_TICK_SECONDS: '0',
      GENERATION_PULL_TICK_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const processes = new Map<string, { pid: number; port?: number }>();
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    exited.then((code) => reject(new Error(`the cluster exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const started = /^(\S+) pid (\d+)(?: port (\d+))?$/.exec(line);
      if (!started) return;
      processes.set(started[1]!, {
        pid: Number(started[2]),
        port: started[3] ? Number(started[3]) : undefined,
      });
      if (started[1] === 'nginx') resolve();
    });
  });
  const web = [...processes].filter(([n]) => n.startsWith('web-')).map(([, p]) => p);
  return {
    url: `http://127.0.0.1:${port}`,
    /** The web instances, each with its process id and port (reached without nginx). */
    web: web as { pid: number; port: number }[],
    databaseUrl: scratch.url,
    redisPrefix,
    async stop() {
      child.kill('SIGINT');
      await exited;
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process, in bytes (Linux). */
export async function residentBytes(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}
