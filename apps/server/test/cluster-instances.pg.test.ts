import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, openSocket } from './harness.ts';
import { eventually } from './eventually.ts';
import { startCluster, type Cluster } from './cluster-process.ts';

// Runs in the PostgreSQL + Redis project only: `npm run cluster` needs both. nginx in front of two web
// instances and a worker, on a database of their own.
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(async () => {
  expect(await cluster?.stop()).toBe(0);
});

describe('the cluster behind nginx', () => {
  it('a socket held by one instance receives what another instance produced, through nginx or not', async () => {
    const dev = await login(cluster, 'dev@alvorada.dev');
    const throughNginx = openSocket(cluster, dev.userData.id, dev.accessToken);
    const onFirst = openSocket(cluster.instance(1), dev.userData.id, dev.accessToken);
    await Promise.all([throughNginx.opened, onFirst.opened]);
    // Written on the second instance: the first instance's socket hears of it through Redis, and so does
    // the socket nginx gave to either instance.
    const patch = await call(cluster.instance(2), 'PATCH', '/api/auth/current_profile/', {
      token: dev.accessToken,
      body: { city: 'Manaus' },
    });
    expect(patch.status).toBe(200);
    for (const ws of [onFirst, throughNginx]) {
      expect((await ws.next('profile_update')).profile.city).toBe('Manaus');
      ws.socket.close(1000);
    }
  });

  it('a web instance killed during a write load: the other serves, every acknowledged write is stored, only requests in flight fail', async () => {
    const admin = await login(cluster, 'admin@alvorada.dev');
    const clients = 4;
    const acknowledged: string[] = [];
    const failed: string[] = [];
    let killedAt: number | null = null;
    let stop = false;
    const create = (name: string) =>
      call(cluster, 'POST', '/api/admin/roles/', { token: admin.accessToken, body: { name, rules: [] } });
    /**
     * One client: one role created after the other, each name unique, until told to stop. nginx reloads when
     * its health checks mark the dead instance down, and again when it is back: its old workers close the
     * connections kept alive for the next request, and one can close as the client sends on it. Nothing was
     * received then, so the client sends the request again on a new connection, as a browser does.
     */
    const client = async (c: number) => {
      for (let i = 0; !stop; i++) {
        const name = `Carga ${c}-${i}`;
        try {
          const created = await create(name).catch((error: Error & { cause?: { code?: string } }) => {
            if (error.cause?.code !== 'UND_ERR_SOCKET') throw error;
            return create(name);
          });
          if (created.status === 201) acknowledged.push(name);
          else failed.push(`${name}: ${created.status}`);
        } catch (error) {
          failed.push(`${name}: ${(error as Error).message}`);
        }
      }
    };
    const load = Array.from({ length: clients }, (_, c) => client(c));
    await eventually(() => acknowledged.length >= 20);
    const victim = cluster.pid('web-1');
    process.kill(victim, 'SIGKILL');
    await eventually(() => !cluster.alive(victim));
    killedAt = acknowledged.length;
    // The load goes on through the other instance.
    await eventually(() => acknowledged.length >= killedAt! + 40);
    stop = true;
    await Promise.all(load);

    // At most one request per client was in flight when the instance died.
    expect(failed.length, failed.join('\n')).toBeLessThanOrEqual(clients);
    const db = new pg.Client({ connectionString: cluster.database.env.DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query<{ name: string }>(`select name from roles where name like 'Carga %'`);
      const stored = new Set(rows.map((row) => row.name));
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    } finally {
      await db.end();
    }
    // The cluster starts the killed instance again.
    await cluster.line(/^web-1 pid \d+ port \d+$/, 2);
    expect((await call(cluster.instance(1), 'GET', '/api/ready')).status).toBe(200);
  });
});
