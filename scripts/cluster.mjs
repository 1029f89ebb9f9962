// `npm run cluster`: the production topology on one machine. nginx on PORT in front of CLUSTER_INSTANCES
// server instances (ROLE=web) and CLUSTER_WORKERS worker processes (ROLE=worker), all on the PostgreSQL and
// Redis that DATABASE_URL and REDIS_URL name. Prints one line per process as it is ready; a process that
// dies is started again; Ctrl+C stops them all. Every instance's readiness (`/api/ready`) is checked every
// CLUSTER_HEALTH_SECONDS: one that fails leaves nginx's rotation until it passes again.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { nginxConfig } from './cluster/nginx-config.mjs';
import { ensureWebBuilt } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const env = process.env;
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
const count = (name, fallback) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) fail(`${name} must be a whole number, not "${env[name]}"`);
  return value;
};
const port = count('PORT', 3000);
const instances = count('CLUSTER_INSTANCES', 2);
const workers = count('CLUSTER_WORKERS', 1);
/** Instances that run elsewhere (`host:port`, comma-separated), e.g. containers: nginx balances them too. */
const external = (env.CLUSTER_UPSTREAMS ?? '').split(',').filter(Boolean);
if (instances + external.length === 0) fail('CLUSTER_INSTANCES (or CLUSTER_UPSTREAMS) must name an instance');
if (instances + workers > 0 && (!env.DATABASE_URL || !env.REDIS_URL))
  fail(
    'npm run cluster needs DATABASE_URL (PostgreSQL) and REDIS_URL (Redis): the instances and workers share ' +
      'their data, jobs and realtime messages through them. See docs/deploy.md.',
  );
if (spawnSync('nginx', ['-v']).error)
  fail('nginx is not installed: apt-get install nginx (see docs/deploy.md).');

const firstInstancePort = count('CLUSTER_WEB_PORT', port + 101);
const healthMs = Math.max(1, count('CLUSTER_HEALTH_SECONDS', 2)) * 1000;
const host = env.HOST ?? '0.0.0.0';
const dataDir = resolve(env.DATA_DIR ?? 'data');
const nginxDir = join(dataDir, 'nginx');
const webDist = resolve(root, env.WEB_DIST ?? 'apps/web/dist');
if (!env.WEB_DIST) ensureWebBuilt(root);

let stopping = false;
let health;
/** Every process of the cluster by name, with its child process of now (one started again replaces it). */
const processes = new Map();

/** Forwards a child's output line by line, each line named for the process that wrote it. */
function forward(stream, name, target, onLine) {
  createInterface({ input: stream }).on('line', (line) => {
    if (!onLine(line)) target.write(`[${name}] ${line}\n`);
  });
}

/** Starts (or starts again) one server process; resolves once it says it is running. */
function startServer(name, role, instancePort) {
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      ROLE: role,
      INSTANCE_NAME: name,
      ...(role === 'web' ? { PORT: String(instancePort), HOST: '127.0.0.1' } : {}),
      // The instances are reached through nginx only: it tells them the client's address.
      TRUST_PROXY: env.TRUST_PROXY || '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.set(name, { child });
  let ready = false;
  return new Promise((resolveReady, reject) => {
    forward(child.stdout, name, process.stdout, (line) => {
      if (!/^Alvorada (worker )?is running/.test(line)) return false;
      console.log(`${name} pid ${child.pid}${instancePort ? ` port ${instancePort}` : ''}`);
      ready = true;
      resolveReady();
      return true;
    });
    forward(child.stderr, name, process.stderr, () => false);
    child.on('exit', (code, signal) => {
      // One that cannot start (a bad setting, a failed migration) would fail again: the caller gives up.
      if (!ready) return reject(new Error(`${name} exited (${signal ?? code}) before it was ready`));
      if (stopping || processes.get(name)?.child !== child) return;
      console.log(`${name} exited (${signal ?? `code ${code}`}); starting it again`);
      restartLater(name, role, instancePort);
    });
  });
}

/** Starts a process that died again a second later, and again until it runs (the database may be away). */
function restartLater(name, role, instancePort) {
  setTimeout(() => {
    if (!stopping) startServer(name, role, instancePort).catch(() => restartLater(name, role, instancePort));
  }, 1000);
}

const webNames = Array.from({ length: instances }, (_, i) => `web-${i + 1}`);
/** Every instance nginx balances, and whether it passed its last readiness check. */
const upstreams = [...webNames.map((_, i) => `127.0.0.1:${firstInstancePort + i}`), ...external].map(
  (address) => ({ address, up: true }),
);
const writeConfig = () =>
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    nginxConfig({
      listen: `${host.includes(':') ? `[${host}]` : host}:${port}`,
      upstreams,
      webDist,
      dir: nginxDir,
      bodyLimit: Number(env.BODY_LIMIT_BYTES ?? 1_048_576),
    }),
  );

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  clearInterval(health);
  const exits = [...processes.values()].map(
    ({ child }) =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        // nginx finishes the requests it holds on SIGQUIT; the servers shut down gracefully on SIGTERM.
        child.kill(child === processes.get('nginx')?.child ? 'SIGQUIT' : 'SIGTERM');
      }),
  );
  await Promise.all(exits);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

/** Whether the instance answers its readiness check with 200 within the check's period. */
async function ready(address) {
  try {
    const answer = await fetch(`http://${address}/api/ready`, { signal: AbortSignal.timeout(healthMs) });
    return answer.status === 200;
  } catch {
    return false;
  }
}

/** Resolves once nginx listens: it binds before it answers anything. */
async function listening() {
  const address = ['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host;
  for (;;) {
    const open = await new Promise((done) => {
      const socket = connect(port, address, () => done(true)).on('error', () => done(false));
      socket.unref();
      setTimeout(() => socket.destroy(), 1000).unref();
    });
    if (open) return;
    await new Promise((done) => setTimeout(done, 100));
  }
}

try {
  // One instance first: it migrates the database (under an advisory lock) while the others would wait on it.
  if (instances) await startServer(webNames[0], 'web', firstInstancePort);
  await Promise.all([
    ...webNames.slice(1).map((name, i) => startServer(name, 'web', firstInstancePort + i + 1)),
    ...Array.from({ length: workers }, (_, i) => startServer(`worker-${i + 1}`, 'worker')),
  ]);
} catch (error) {
  console.error(error.message);
  await stopAll(1);
}

for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
  mkdirSync(join(nginxDir, 'temp', temp), { recursive: true });
writeConfig();
const nginx = spawn('nginx', ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
processes.set('nginx', { child: nginx });
nginx.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`nginx exited (${signal ?? `code ${code}`}): stopping the cluster`);
  void stopAll(1);
});
await listening();
console.log(`nginx pid ${nginx.pid} port ${port}`);

health = setInterval(async () => {
  const checks = await Promise.all(upstreams.map((upstream) => ready(upstream.address)));
  let changed = false;
  upstreams.forEach((upstream, i) => {
    if (upstream.up !== checks[i]) changed = true;
    upstream.up = checks[i];
  });
  if (!changed || stopping) return;
  writeConfig();
  nginx.kill('SIGHUP');
}, healthMs);
