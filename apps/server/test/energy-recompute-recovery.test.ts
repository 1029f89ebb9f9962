import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RECOMPUTE_JOB } from '../src/modules/energy/cycle-recompute-job.ts';
import { cycles } from '../src/modules/energy/schema.ts';
import { backgroundJobs } from '../src/platform/jobs/job-schema.ts';
import { eventually } from './eventually.ts';
import { moduleServer } from './module-server.ts';

const energy = moduleServer('energy', 'energia@alvorada.dev');
const { server, api } = energy;

it('a recompute whose process died, with its jobs kept in Redis, leaves no cycle claimed for ever', async () => {
  const { db, jobs } = server.built.platform;
  // The demo's oldest open cycle, closed: the cycles before it have payments, which no recompute may touch.
  const [closed] = (await api('GET', '/cycles/?state=open&ordering=cycle')).body.results;
  expect((await api('POST', `/cycles/${closed.id}/close/`)).status).toBe(202);
  await eventually(async () => (await api('GET', `/cycles/${closed.id}/`)).body.state === 'closed');
  // What such a process leaves: the cycle claimed for the recompute, and the job running with nobody on it.
  await db.update(cycles).set({ state: 'closing', startedAt: null }).where(eq(cycles.id, closed.id));
  const [job] = await db
    .insert(backgroundJobs)
    .values({ name: RECOMPUTE_JOB, subject: String(closed.id), state: 'running', startedAt: new Date() })
    .returning();

  // Jobs kept in Redis outlive the process: a claimed cycle alone is taken for a close still queued there.
  await jobs.recover(db, false);

  const [ended] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, job!.id));
  expect(ended).toMatchObject({ state: 'failed', error: 'job_interrupted' });
  expect((await api('GET', `/cycles/${closed.id}/`)).body).toMatchObject({
    state: 'failed',
    error: 'interrupted',
  });
  expect((await api('POST', `/cycles/${closed.id}/close/`)).status).toBe(202);
  await eventually(async () => (await api('GET', `/cycles/${closed.id}/`)).body.state === 'closed');
});
