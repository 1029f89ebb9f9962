import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workanaRuns, workanaSources } from '../src/modules/workana/schema.ts';
import { call, login } from './harness.ts';
import { restartingServers } from './restarting-servers.ts';

const servers = restartingServers();

it('a poll left running by a process that stopped ends interrupted at the next start, and its source is free again', async () => {
  const first = await servers.start();
  const { db } = first.built.platform;
  const [source] = await db.select().from(workanaSources).where(eq(workanaSources.kind, 'fixture'));
  // As a process that died mid-poll leaves it: the source leased for minutes more, its run never ended.
  await db
    .update(workanaSources)
    .set({ leaseOwner: 'gone', leaseUntil: new Date(Date.now() + 5 * 60_000) })
    .where(eq(workanaSources.id, source!.id));
  const [run] = await db
    .insert(workanaRuns)
    .values({ sourceId: source!.id, sourceKind: source!.kind })
    .returning({ id: workanaRuns.id });

  const second = await servers.restart();
  const token = (await login(second, 'admin@alvorada.dev')).accessToken;
  const runs = await call(second, 'GET', `/api/workana/runs/?source_id=${source!.id}`, { token });
  expect(runs.body.results.find((r: { id: number }) => r.id === run!.id)).toMatchObject({
    status: 'error',
    error: 'interrupted',
  });
  // The source is polled again: a run now takes it and ends.
  const outcome = await second.built.services.workana.poller.run(source!.id);
  expect(outcome?.runId).toBeGreaterThan(run!.id);
});
