import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cycles } from '../src/modules/energy/schema.ts';
import { claimCycle, whileRunning } from '../src/modules/energy/cycle-lock.ts';
import { call, login } from './harness.ts';
import { restartingServers } from './restarting-servers.ts';

const servers = restartingServers();

it('a close claimed but never started when the server stopped can be asked again after a restart', async () => {
  const first = await servers.start();
  const { db } = first.built.platform;
  const [row] = await db.insert(cycles).values({ cycle: '2001-01' }).returning({ id: cycles.id });
  // The request's claim, then the process stops before the job in its memory starts.
  expect(await claimCycle(db, row!.id)).toBe(true);

  const second = await servers.restart();
  const token = (await login(second, 'energia@alvorada.dev')).accessToken;
  const cycle = await call(second, 'GET', `/api/energy/cycles/${row!.id}/`, { token });
  expect(cycle.body).toMatchObject({ state: 'failed', error: 'interrupted' });
  const close = await call(second, 'POST', `/api/energy/cycles/${row!.id}/close/`, { token });
  expect(close.status).toBe(202);
  for (let i = 0; i < 200; i++) {
    const [state] = await second.built.platform.db
      .select({ state: cycles.state })
      .from(cycles)
      .where(eq(cycles.id, row!.id));
    if (state!.state === 'closed') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the cycle was not closed');
});

it('a failure stored as free text before the reasons were codes is answered as unexpected', async () => {
  // The server the restart left running, or a new one when this test runs alone.
  const server = await servers.current();
  const [row] = await server.built.platform.db
    .insert(cycles)
    .values({ cycle: '2001-02', state: 'failed', error: 'relation "energy_bills" does not exist' })
    .returning({ id: cycles.id });
  const token = (await login(server, 'energia@alvorada.dev')).accessToken;
  const item = await call(server, 'GET', `/api/energy/cycles/${row!.id}/`, { token });
  expect(item.status).toBe(200);
  expect(item.body).toMatchObject({ state: 'failed', error: 'unexpected' });
  const list = await call(server, 'GET', '/api/energy/cycles/?state=failed&page_size=100', { token });
  expect(list.status).toBe(200);
  expect(list.body.results.find((c: { id: number }) => c.id === row!.id)).toMatchObject({
    error: 'unexpected',
  });
});

it('a close left `closing` by a runner that is gone reads stale, and is taken over by the next close', async () => {
  const server = await servers.current();
  const { db, database } = server.built.platform;
  const [row] = await db.insert(cycles).values({ cycle: '2000-01' }).returning({ id: cycles.id });
  const token = (await login(server, 'energia@alvorada.dev')).accessToken;
  const read = async () => (await call(server, 'GET', `/api/energy/cycles/${row!.id}/`, { token })).body;
  const listed = async () =>
    (
      await call(server, 'GET', '/api/energy/cycles/?state=closing&page_size=100', { token })
    ).body.results.find((c: { id: number }) => c.id === row!.id);
  // The fault: a runner that starts the close and stops, without its outcome, once told to.
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const runner = whileRunning(database, row!.id, async () => {
    await db.update(cycles).set({ state: 'closing', startedAt: new Date() }).where(eq(cycles.id, row!.id));
    started();
    await stopped;
  });
  await running;
  expect(await read()).toMatchObject({ state: 'closing', stale: false });
  expect(await listed()).toMatchObject({ stale: false });

  stop();
  await runner;
  expect(await read()).toMatchObject({ state: 'closing', stale: true });
  expect(await listed()).toMatchObject({ stale: true });
  expect((await call(server, 'POST', `/api/energy/cycles/${row!.id}/close/`, { token })).status).toBe(202);
});
