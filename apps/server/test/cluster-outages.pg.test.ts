import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@alvorada/contracts';
import { call, login, openSocket, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';
import { startCluster, type Cluster } from './cluster-process.ts';
import { kill, restartablePort, startProxy, startRedis } from './service-outages.ts';
import { tradingLab } from './trading-lab.ts';

// Runs in the PostgreSQL + Redis project only: `npm run cluster` needs both. The cluster reaches PostgreSQL
// through a TCP proxy and uses a Redis of its own, so that either can go away without touching the
// machine's services that other files use.
const PROCESSES = ['web-1', 'web-2', 'worker-1', 'nginx'];
let cluster: Cluster;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let redisPort: number;
let redis: ChildProcess;
let admin: LoginResponse;
/** Each process's id once the cluster was up: none may exit during an outage. */
let pids: number[];

beforeAll(async () => {
  const direct = new URL(process.env.DATABASE_URL!);
  proxy = await startProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  redisPort = await restartablePort();
  redis = await startRedis(redisPort);
  cluster = await startCluster({
    settings: (database) => {
      const url = new URL(database.DATABASE_URL!);
      url.port = String(proxy.port);
      return { DATABASE_URL: url.toString(), REDIS_URL: `redis://127.0.0.1:${redisPort}` };
    },
  });
  pids = PROCESSES.map(cluster.pid);
  admin = await login(cluster, 'admin@alvorada.dev');
});
afterAll(async () => {
  expect(await cluster?.stop()).toBe(0);
  await proxy?.drop();
  if (redis) await kill(redis);
});

const everyProcessUp = () => {
  expect(PROCESSES.map(cluster.pid)).toEqual(pids);
  for (const pid of pids) expect(cluster.alive(pid)).toBe(true);
};
const instances = () => [cluster.instance(1), cluster.instance(2)];

describe('the cluster when a service goes away', () => {
  it('PostgreSQL unreachable: every process stays up, requests answer 503 with Retry-After, and it recovers on its own', async () => {
    const users = () => call(cluster, 'GET', '/api/admin/users/', { token: admin.accessToken });
    expect((await users()).status).toBe(200);

    await proxy.drop();
    for (const instance of instances()) {
      const ready = await eventually(async () => {
        const answer = await call(instance, 'GET', '/api/ready');
        return answer.status === 503 && answer;
      });
      expect(ready.body.database).toBe('down');
    }
    const refused = await users();
    expect(refused).toMatchObject({ status: 503, body: { code: 'service_unavailable' } });
    expect(refused.headers.get('retry-after')).toBe('5');
    everyProcessUp();

    await proxy.reopen();
    await eventually(async () => (await users()).status === 200);
    everyProcessUp();
  });

  it('Redis stopped: HTTP goes on, jobs are refused with Retry-After, and realtime (sockets told to read again) and jobs resume once it is back', async () => {
    const energy = await login(cluster, 'energia@alvorada.dev');
    const dev = await login(cluster, 'dev@alvorada.dev');
    const cycle = await call(cluster, 'POST', '/api/energy/cycles/', {
      token: energy.accessToken,
      body: { cycle: '2001-01' },
    });
    expect(cycle.status).toBe(201);
    const close = () =>
      call(cluster, 'POST', `/api/energy/cycles/${cycle.body.id}/close/`, { token: energy.accessToken });

    // A socket held through the outage: what was published meanwhile never reaches it, so it is told so.
    const held = openSocket(cluster.instance(1), dev.userData.id, dev.accessToken, {
      answerHeartbeats: true,
    });
    await held.opened;

    // Each wait below ends only when its condition comes: the step said before it names a hang in the log.
    const step = (what: string) => console.log(`Redis outage: ${what}`);
    step('stopping Redis');
    await kill(redis);
    for (const instance of instances())
      await eventually(async () => (await call(instance, 'GET', '/api/ready')).body.redis === 'down');
    // Signing in and writing go on; the write is made on the instance that does not hold the socket.
    expect((await login(cluster, 'usuario@alvorada.dev')).accessToken).toBeTruthy();
    const patch = await call(cluster.instance(2), 'PATCH', '/api/auth/current_profile/', {
      token: dev.accessToken,
      body: { city: 'Belém' },
    });
    expect(patch.status).toBe(200);
    // A job cannot be queued: refused at once with Retry-After, and the cycle is left as it was.
    const refused = await close();
    expect(refused).toMatchObject({ status: 503, body: { code: 'service_unavailable' } });
    expect(refused.headers.get('retry-after')).toBe('5');
    const read = () =>
      call(cluster, 'GET', `/api/energy/cycles/${cycle.body.id}/`, { token: energy.accessToken });
    expect((await read()).body.state).toBe('open');
    everyProcessUp();

    step('starting Redis again');
    redis = await startRedis(redisPort);
    for (const instance of instances())
      await eventually(async () => (await call(instance, 'GET', '/api/ready')).status === 200);
    step('waiting for the held socket to be told to read again');
    expect(await held.next('resync')).toEqual({ type: 'resync' });
    step('waiting for realtime to cross instances');
    held.socket.close(1000);
    // Realtime crosses instances again: a change on one reaches a socket on the other once that instance has
    // subscribed again (a message published before it had is not delivered to it: asked again until one is).
    let attempt = 0;
    await eventually(async () => {
      const city = `Manaus ${++attempt}`;
      const socket = openSocket(cluster.instance(1), dev.userData.id, dev.accessToken, {
        answerHeartbeats: true,
      });
      await socket.opened;
      const update = socket.next('profile_update').catch(() => null);
      await call(cluster.instance(2), 'PATCH', '/api/auth/current_profile/', {
        token: dev.accessToken,
        body: { city },
      });
      const got = await Promise.race([update, sleep(1000).then(() => null)]);
      socket.socket.close(1000);
      return got?.profile.city === city;
    });
    // Jobs are queued again, and a worker runs them.
    step('waiting for a job queued after the outage to run');
    expect((await close()).status).toBe(202);
    const lab = await tradingLab(cluster as unknown as TestServer);
    const backtest = await lab.api('POST', '/backtests/', lab.request());
    expect(backtest.status).toBe(202);
    expect((await lab.finished('backtests', backtest.body.id)).state).toBe('done');
    everyProcessUp();
  });
});
