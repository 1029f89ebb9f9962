import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port no one listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The server as the end-to-end tests run it: its own port and data, the embedded database, no rate limits. */
export function startServer(port: number, dataDir: string): ChildProcess {
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOGIN_RATE_MAX: '10000',
      LOGIN_RATE_IP_MAX: '10000',
      // The developer tools' tests read the per-request lines (logged at info) in the log tail and the explorer.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr!.pipe(process.stderr);
  return server;
}

/** Waits until the server answers its health check; fails if it exits first. */
export async function healthy(server: ChildProcess, port: number): Promise<void> {
  let exited = false;
  server.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`The server on port ${port} exited before it answered`);
    const ok = await fetch(`http://localhost:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops a server and waits until it has closed its database. */
export const stopServer = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });

/**
 * A data directory with the demo database in it: seeded once by a server started and stopped on it (the seed is
 * most of a server's start), then copied for each server. A copy gets its own signing secret on start.
 */
export async function seededCopy(template: string, into?: string): Promise<string> {
  const dir = into ?? mkdtempSync(join(tmpdir(), 'alvorada-e2e-'));
  cpSync(template, dir, { recursive: true });
  rmSync(join(dir, 'jwt-secret'), { force: true });
  return dir;
}

/**
 * Playwright's global setup: builds the web app unless E2E_PREBUILT, seeds the demo database once into
 * E2E_TEMPLATE_DIR, then starts the servers playwright.config.ts names in E2E_SERVERS (`port:dataDir`,
 * comma-separated) side by side, each on a copy. Answers the teardown that stops them.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  if (!process.env.E2E_PREBUILT) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@alvorada/web'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The web app did not build');
  }
  const template = (process.env.E2E_TEMPLATE_DIR ??= mkdtempSync(join(tmpdir(), 'alvorada-e2e-seed-')));
  const seedPort = await freePort();
  const seeder = startServer(seedPort, template);
  await healthy(seeder, seedPort);
  await stopServer(seeder);

  const servers = (process.env.E2E_SERVERS ?? '').split(',').filter(Boolean);
  const running = await Promise.all(
    servers.map(async (entry) => {
      const [port, dataDir] = [Number(entry.split(':')[0]), entry.slice(entry.indexOf(':') + 1)];
      return { port, server: startServer(port, await seededCopy(template, dataDir)) };
    }),
  );
  const stop = async () => {
    await Promise.all(running.map(({ server }) => stopServer(server)));
  };
  try {
    await Promise.all(running.map(({ port, server }) => healthy(server, port)));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
