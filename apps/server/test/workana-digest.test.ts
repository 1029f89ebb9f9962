import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DIGEST_JOB, queueDigest } from '../src/modules/workana/digest-job.ts';
import { workanaJobs, workanaMatches, workanaPreferences } from '../src/modules/workana/schema.ts';
import { backgroundJobs } from '../src/platform/jobs/job-schema.ts';
import { call, login, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

it('a due digest runs as a background job that delivers the matches waiting, once a day', async () => {
  const { db } = server.built.platform;
  const { delivery } = server.built.services.workana;
  const dev = await login(server, 'dev@alvorada.dev');
  const api = (method: string, path: string, body?: unknown) =>
    call(server, method, path, { token: dev.accessToken, body });
  // At hour 0 of UTC, the digest is due whenever the test runs.
  const saved = await api('PUT', '/api/workana/preferences/', {
    mode: 'digest',
    digest_hour: 0,
    timezone: 'UTC',
  });
  expect(saved.status).toBe(200);
  const [job] = await db
    .insert(workanaJobs)
    .values({
      source: 'webhook',
      externalId: 'digest-1',
      url: 'https://example.com/1',
      title: 'Loja Shopify',
    })
    .returning();
  await db
    .insert(workanaMatches)
    .values({ userId: dev.userData.id, jobId: job!.id, ruleName: 'Shopify', reasons: [] });

  const due = await delivery.deliverDue(new Date());
  expect(due.digests).toContain(dev.userData.id);
  expect(await queueDigest(server.built.platform, dev.userData.id)).not.toBeNull();
  const mine = and(eq(backgroundJobs.name, DIGEST_JOB), eq(backgroundJobs.subject, String(dev.userData.id)));
  const [ran] = await eventually(async () => {
    const rows = await db.select().from(backgroundJobs).where(mine);
    return rows[0]?.state === 'done' && rows;
  });
  expect(ran!.finishedAt).not.toBeNull();
  const stats = (await api('GET', '/api/workana/notifications/stats/')).body;
  expect(stats).toMatchObject({ pending: 0, total: 1, unread: 1 });

  // Sent today: the next tick queues no digest for this user.
  expect((await delivery.deliverDue(new Date())).digests).not.toContain(dev.userData.id);
});

it('a match found while the digest is due waits for the digest job instead of going out inline', async () => {
  const { db } = server.built.platform;
  const { delivery, matchJobs } = server.built.services.workana;
  const admin = await login(server, 'admin@alvorada.dev');
  const api = (method: string, path: string, body?: unknown) =>
    call(server, method, path, { token: admin.accessToken, body });
  expect(
    (await api('PUT', '/api/workana/preferences/', { mode: 'digest', digest_hour: 0, timezone: 'UTC' }))
      .status,
  ).toBe(200);
  const rule = await api('POST', '/api/workana/rules/', {
    name: 'Inline',
    criteria: { include: ['inline-digest'] },
  });
  expect(rule.status).toBe(201);
  const [job] = await db
    .insert(workanaJobs)
    .values({
      source: 'webhook',
      externalId: 'digest-2',
      url: 'https://example.com/2',
      title: 'inline-digest',
    })
    .returning();

  expect(await matchJobs([job!])).toBe(1);
  const [match] = await db
    .select()
    .from(workanaMatches)
    .where(and(eq(workanaMatches.userId, admin.userData.id), eq(workanaMatches.jobId, job!.id)));
  expect(match!.deliveredAt).toBeNull();
  expect((await delivery.deliverDue(new Date())).digests).toContain(admin.userData.id);
});

it('a digest is one message: it lists at most the hourly cap of jobs and says how many more wait', async () => {
  const { db } = server.built.platform;
  const { delivery } = server.built.services.workana;
  const user = await login(server, 'dev@alvorada.dev');
  const api = (method: string, path: string, body?: unknown) =>
    call(server, method, path, { token: user.accessToken, body });
  const prefs = { mode: 'digest', digest_hour: 0, timezone: 'UTC', hourly_cap: 2 };
  expect((await api('PUT', '/api/workana/preferences/', prefs)).status).toBe(200);
  // The first test sent today's digest: this one is due again.
  await db
    .update(workanaPreferences)
    .set({ lastDigestAt: null })
    .where(eq(workanaPreferences.userId, user.userData.id));
  const jobs = await db
    .insert(workanaJobs)
    .values(
      [1, 2, 3, 4, 5].map((n) => ({
        source: 'webhook' as const,
        externalId: `capped-${n}`,
        url: `https://example.com/capped-${n}`,
        title: `Vaga limitada ${n}`,
      })),
    )
    .returning();
  await db
    .insert(workanaMatches)
    .values(jobs.map((j) => ({ userId: user.userData.id, jobId: j.id, ruleName: 'Tudo', reasons: [] })));

  const finish = () => Promise.resolve(true);
  expect(await delivery.deliverUser(user.userData.id, new Date(), finish)).toBe(5);
  const [bell] = (await api('GET', '/api/notifications/')).body.results;
  expect(bell.body.split('\n')).toEqual([
    '• Vaga limitada 1 — https://example.com/capped-1',
    '• Vaga limitada 2 — https://example.com/capped-2',
    '… e mais 3 na página de vagas do Alvorada.',
  ]);
  expect((await api('GET', '/api/workana/notifications/stats/')).body).toMatchObject({
    pending: 0,
    total: 6,
  });
});
