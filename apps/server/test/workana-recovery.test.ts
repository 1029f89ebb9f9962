import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workanaRuns, workanaSources } from '../src/modules/workana/schema.ts';
import { call, login } from './harness.ts';
import { restartingServers } from './restarting-servers.ts';

const servers = restartingServers();

it('a poll left running by a process that stopped ends interrupted at the next start, and its source is polled again', async () => {
  const first = await servers.start();
  const { db } = first.built.platform;
  const [source] = await db.select().from(workanaSources).where(eq(workanaSources.kind, 'fixture'));
  // As a process that died mid-poll leaves it: its run running, with nobody holding the run's lock.
  const [run] = await db
    .insert(workanaRuns)
    .values({ sourceId: source!.id, sourceKind: source!.kind, state: 'running' })
    .returning({ id: workanaRuns.id });
  // While it is running, the source is not polled again.
  expect(await first.built.services.workana.poller.run(source!.id)).toBeNull();

  const second = await servers.restart();
  const token = (await login(second, 'admin@alvorada.dev')).accessToken;
  const runs = await call(second, 'GET', `/api/workana/runs/?source_id=${source!.id}&status=error`, {
    token,
  });
  expect(runs.body.results.find((r: { id: number }) => r.id === run!.id)).toMatchObject({
    status: 'error',
    error: 'interrupted',
  });
  const outcome = await second.built.services.workana.poller.run(source!.id);
  expect(outcome?.runId).toBeGreaterThan(run!.id);
  const [after] = await second.built.platform.db
    .select()
    .from(workanaRuns)
    .where(eq(workanaRuns.id, outcome!.runId));
  expect(after).toMatchObject({ state: 'done' });
});
