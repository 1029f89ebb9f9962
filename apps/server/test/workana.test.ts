import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginResponse } from '@alvorada/contracts';
import { call, login, openSocket, startServer, type TestServer } from './harness.ts';
import { startListingServer } from './workana-listing-server.ts';
import { eventually } from './eventually.ts';
import { POLL_JOB } from '../src/modules/workana/poller.ts';
import {
  workanaJobs,
  workanaMatches,
  workanaPreferences,
  workanaSources,
} from '../src/modules/workana/schema.ts';
import { digestDue, inQuietHours } from '../src/modules/workana/delivery-schedule.ts';

let server: TestServer;
let site: Awaited<ReturnType<typeof startListingServer>>;
let admin: LoginResponse;
let ids: Record<string, number>;

const HOUR = 3_600_000;
const db = () => server.built.platform.db;
const workana = () => server.built.services.workana;
const api = (method: string, path: string, body?: unknown, session = admin) =>
  call(server, method, path, { token: session.accessToken, body });

/** Points the Workana listing source at one of the stand-in site's pages and runs it once. */
async function runListing(path: string) {
  await db()
    .update(workanaSources)
    .set({ url: site.url + path, enabled: true })
    .where(eq(workanaSources.id, ids.workana));
  return workana().poller.run(ids.workana);
}
const job = async (externalId: string) =>
  (await db().select().from(workanaJobs).where(eq(workanaJobs.externalId, externalId)))[0];
const near = (at: Date | null, expected: number, toleranceMs = 60_000) =>
  expect(Math.abs(at!.getTime() - expected)).toBeLessThan(toleranceMs);

beforeAll(async () => {
  site = await startListingServer();
  // The stand-in site listens on the loopback address, which sources may reach only when allowed.
  server = await startServer({ WORKANA_ALLOWED_HOSTS: '127.0.0.1' });
  admin = await login(server, 'admin@alvorada.dev');
  const sources = await api('GET', '/api/workana/sources/');
  ids = Object.fromEntries(sources.body.map((s: { kind: string; id: number }) => [s.kind, s.id]));
});
afterAll(async () => {
  await server?.close();
  await site?.close();
});

describe('Workana sources', () => {
  it('reads the embedded JSON of a Portuguese listing across its pages and normalises each job', async () => {
    const before = Date.now();
    const outcome = await runListing('/pt/jobs');
    expect(outcome!.fresh).toHaveLength(4);
    const runs = await api('GET', `/api/workana/runs/?source_id=${ids.workana}`);
    expect(runs.body.results[0]).toMatchObject({ status: 'ok', pages: 2, new_jobs: 4, duplicates: 0 });
    const react = await job('sistema-de-agendamento-em-react');
    expect(react).toMatchObject({
      title: 'Sistema de agendamento em React',
      url: `${site.url}/job/sistema-de-agendamento-em-react`,
      skills: ['React', 'Node.js'],
      budgetType: 'fixed',
      budgetMin: 500,
      budgetMax: 1000,
      budgetCurrency: 'USD',
      bids: 4,
      clientCountry: 'BR',
      clientVerified: true,
      urgent: true,
    });
    expect(react.description).toBe(
      'Aplicação web em React e Node.js para agendamento de consultas, com programação de lembretes.',
    );
    near(react.postedAt, before - 3 * HOUR);
    near((await job('migracao-wordpress')).postedAt, before - HOUR);
    near((await job('bot-telegram-python')).postedAt, before - 48 * HOUR);
    expect(await job('bot-telegram-python')).toMatchObject({
      budgetType: 'hourly',
      budgetMin: 15,
      budgetMax: 30,
    });
    near((await job('landing-page-java')).postedAt, before - 15 * 60_000);
    expect(await job('landing-page-java')).toMatchObject({ budgetMin: null, budgetMax: 50, featured: true });
    // Plainly named, no browser disguise.
    expect(site.requests.at(-1)!.headers['user-agent']).toMatch(/^Alvorada-JobAlerts\//);
  });

  it('a second run stops at the first page that holds only jobs already seen', async () => {
    const outcome = await runListing('/pt/jobs');
    expect(outcome!.fresh).toHaveLength(0);
    const runs = await api('GET', `/api/workana/runs/?source_id=${ids.workana}`);
    expect(runs.body.results[0]).toMatchObject({ status: 'ok', pages: 1, new_jobs: 0, duplicates: 3 });
    expect(await db().select().from(workanaJobs).where(eq(workanaJobs.source, 'workana'))).toHaveLength(4);
  });

  it('reads a Spanish listing from its HTML and its relative times', async () => {
    const before = Date.now();
    expect((await runListing('/es/jobs'))!.fresh).toHaveLength(3);
    const flutter = await job('app-movil-flutter');
    expect(flutter).toMatchObject({
      skills: ['Flutter', 'Firebase'],
      budgetMin: 1000,
      budgetMax: 3000,
      bids: 9,
    });
    expect(flutter).toMatchObject({ clientCountry: 'AR', clientVerified: true });
    near(flutter.postedAt, before - 48 * HOUR);
    near((await job('diseno-de-logo')).postedAt, before - HOUR);
    expect(await job('diseno-de-logo')).toMatchObject({
      budgetCurrency: 'ARS',
      budgetMin: 40000,
      clientVerified: false,
    });
    near((await job('soporte-react-ayer')).postedAt, before - 24 * HOUR);
    expect(await job('soporte-react-ayer')).toMatchObject({
      budgetType: 'hourly',
      budgetMin: 20,
      budgetMax: 35,
    });
  });

  it('reads an English listing and its relative times', async () => {
    const before = Date.now();
    expect((await runListing('/en/jobs'))!.fresh).toHaveLength(3);
    near((await job('shopify-store-setup')).postedAt, before - HOUR);
    near((await job('javascript-game-bugfix')).postedAt, before - 72 * HOUR);
    expect(await job('javascript-game-bugfix')).toMatchObject({ budgetMin: 3000, budgetMax: null });
    near((await job('data-entry-yesterday')).postedAt, before - 24 * HOUR);
  });

  it('reads an RSS feed', async () => {
    await db()
      .update(workanaSources)
      .set({ url: `${site.url}/feed.xml`, enabled: true })
      .where(eq(workanaSources.id, ids.rss));
    expect((await workana().poller.run(ids.rss))!.fresh).toHaveLength(2);
    expect(await job('rss-1')).toMatchObject({
      title: 'Programação de API em Go',
      skills: ['Go', 'API REST'],
      budgetMin: 800,
      budgetMax: 1200,
      bids: 12,
      clientCountry: 'BR',
      postedAt: new Date('2026-11-25T10:00:00Z'),
    });
    expect(await job('rss-2')).toMatchObject({ bids: null, clientCountry: null });
  });

  it('a challenge page marks the run blocked and backs off; run now waits out the block', async () => {
    const hits = site.requests.length;
    const before = Date.now();
    await runListing('/challenge');
    expect(site.requests.length).toBe(hits + 1);
    const runs = await api('GET', `/api/workana/runs/?source_id=${ids.workana}&status=blocked`);
    expect(runs.body.results[0]).toMatchObject({ status: 'blocked', blocked_reason: 'challenge', pages: 0 });
    const source = (await api('GET', '/api/workana/sources/')).body.find(
      (s: { id: number }) => s.id === ids.workana,
    );
    expect(source).toMatchObject({ state: 'blocked', blocked_reason: 'challenge', failures: 1 });
    near(new Date(source.next_run_at), before + 5 * 60_000, 10_000);
    const refused = await api('POST', `/api/workana/sources/${ids.workana}/run/`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(250);
    expect(await workana().poller.due()).not.toContainEqual({ id: ids.workana });
  });

  it('a 429 honours Retry-After, and backoff doubles with each failure', async () => {
    const before = Date.now();
    await runListing('/limited');
    let [source] = await db().select().from(workanaSources).where(eq(workanaSources.id, ids.workana));
    expect(source).toMatchObject({ state: 'blocked', blockedReason: 'http_429', failures: 2 });
    near(source.nextRunAt, before + 7200 * 1000, 10_000);
    await runListing('/challenge');
    [source] = await db().select().from(workanaSources).where(eq(workanaSources.id, ids.workana));
    near(source.nextRunAt, Date.now() + 20 * 60_000, 10_000);
    // A success clears the failures.
    await runListing('/en/jobs');
    [source] = await db().select().from(workanaSources).where(eq(workanaSources.id, ids.workana));
    expect(source).toMatchObject({ state: 'ok', failures: 0, blockedReason: null });
  });

  it('one run at a time per source: a second claim while one runs gets nothing', async () => {
    const first = runListing('/held');
    await eventually(() => site.requests.some((req) => req.url?.startsWith('/held')));
    expect(await workana().poller.run(ids.workana)).toBeNull();
    site.release();
    expect(await first).not.toBeNull();
  });

  it('the webhook stores signed pushes and refuses a wrong signature', async () => {
    const [hook] = await db().select().from(workanaSources).where(eq(workanaSources.id, ids.webhook));
    await api('PATCH', `/api/workana/sources/${ids.webhook}/`, { enabled: true });
    const body = JSON.stringify({
      jobs: [
        {
          external_id: 'hook-1',
          url: 'https://jobs.example/hook-1',
          title: 'Integração com Pix',
          budget: 'R$ 2.000',
          bids: 3,
          client: { country: 'PT' },
        },
      ],
    });
    const sign = (secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    const post = (signature: string) =>
      fetch(`${server.url}/api/workana/sources/${ids.webhook}/webhook/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        body,
      });
    expect((await post(sign('wrong-secret'))).status).toBe(403);
    const ok = await post(sign(hook.settings.secret!));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ new_jobs: 1, duplicates: 0 });
    expect(await job('hook-1')).toMatchObject({ bids: 3, clientCountry: 'PT' });
    expect(await (await post(sign(hook.settings.secret!))).json()).toEqual({ new_jobs: 0, duplicates: 1 });
  });
});

describe('Workana rules', () => {
  const preview = async (criteria: object) =>
    (await api('POST', '/api/workana/rules/preview/', criteria)).body;
  const titles = (p: { sample: { job: { title: string } }[] }) => p.sample.map((s) => s.job.title).sort();

  it('keywords are whole words without accents or case, in any of the three languages', async () => {
    const found = await preview({ include: ['programacao'] });
    expect(titles(found)).toEqual(['Programação de API em Go', 'Sistema de agendamento em React']);
    expect(found.sample[0].reasons).toEqual([{ kind: 'include', words: ['programacao'] }]);
    // "java" is not "JavaScript".
    expect(titles(await preview({ include: ['java'] }))).toEqual(['Landing page para curso de Java']);
    expect(titles(await preview({ include: ['diseño'] }))).toEqual(['Diseño de logo para cafetería']);
    expect(titles(await preview({ include: ['react'], exclude: ['flutter', 'Node.js'] }))).toEqual([
      'Soporte React por hora',
    ]);
  });

  it('skills any or all, budget after conversion, age, bids, countries and verified clients', async () => {
    expect(titles(await preview({ skills: ['react', 'typescript'], skills_mode: 'all' }))).toEqual([
      'Soporte React por hora',
    ]);
    expect((await preview({ skills: ['react', 'typescript'] })).count).toBe(2);
    // USD 500–1,000 is R$ 2,675–5,350 at the seeded 5.35; ARS 40,000–80,000 is R$ 220–440.
    const budget = await preview({ budget_type: 'fixed', budget_min: 5000, budget_max: 6000 });
    expect(titles(budget)).toContain('Sistema de agendamento em React');
    expect(titles(budget)).not.toContain('Diseño de logo para cafetería');
    const reasons = budget.sample.find((s: { job: { title: string } }) =>
      s.job.title.startsWith('Sistema'),
    ).reasons;
    expect(reasons).toEqual([{ kind: 'budget', words: ['fixed'], detail: 'BRL 2,675–5,350' }]);
    expect(titles(await preview({ budget_type: 'fixed', budget_max: 500 }))).toContain(
      'Diseño de logo para cafetería',
    );
    expect(titles(await preview({ max_age_hours: 2, countries: ['US'] }))).toEqual(['Shopify store setup']);
    expect(titles(await preview({ max_bids: 3, payment_verified_only: true }))).toEqual([
      'Landing page para curso de Java',
    ]);
  });

  it('rules belong to their author and refuse bad criteria', async () => {
    const dev = await login(server, 'dev@alvorada.dev');
    const created = await api('POST', '/api/workana/rules/', {
      name: 'Só admin',
      criteria: { include: ['x'] },
    });
    expect(created.status).toBe(201);
    expect((await api('GET', '/api/workana/rules/', undefined, dev)).body).toEqual([]);
    expect((await api('DELETE', `/api/workana/rules/${created.body.id}/`, undefined, dev)).status).toBe(404);
    // A patch naming no field changes nothing, for the author; someone else's rule stays unknown.
    const unchanged = await api('PATCH', `/api/workana/rules/${created.body.id}/`, {});
    expect(unchanged).toMatchObject({ status: 200, body: { id: created.body.id, name: 'Só admin' } });
    expect((await api('PATCH', `/api/workana/rules/${created.body.id}/`, {}, dev)).status).toBe(404);
    const bad = await api('POST', '/api/workana/rules/', {
      name: 'x',
      criteria: { countries: ['Brasil'], color: 1 },
    });
    expect(bad.status).toBe(400);
    expect((await api('DELETE', `/api/workana/rules/${created.body.id}/`)).status).toBe(204);
  });
});

describe('Workana notifications', () => {
  it('a match reaches two open tabs live, rings the bell, and read / read all / stats keep both in step', async () => {
    const dev = await login(server, 'dev@alvorada.dev');
    const rule = await api(
      'POST',
      '/api/workana/rules/',
      { name: 'Flutter', criteria: { skills: ['flutter'] } },
      dev,
    );
    expect(rule.status).toBe(201);
    const tabs = [
      openSocket(server, dev.userData.id, dev.accessToken),
      openSocket(server, dev.userData.id, dev.accessToken),
    ];
    await Promise.all(tabs.map((t) => t.opened));
    await db().delete(workanaJobs).where(eq(workanaJobs.source, 'workana'));
    await runListing('/es/jobs');
    for (const tab of tabs) {
      const message = await tab.next('workana_notification_new');
      expect(message.notification).toMatchObject({
        rule_name: 'Flutter',
        reasons: [{ kind: 'skills', words: ['flutter'] }],
        read_at: null,
        job: { title: 'Aplicación móvil en Flutter', external_id: 'app-movil-flutter' },
      });
      expect((await tab.next('notification')).notification).toMatchObject({
        kind: 'workana_match',
        title: 'Nova vaga: Aplicación móvil en Flutter',
        link: '/automations/workana/resume',
      });
      expect((await tab.next('workana_notification_stats')).stats).toEqual({
        unread: 1,
        total: 1,
        today: 1,
        pending: 0,
      });
    }
    const feed = await api('GET', '/api/workana/notifications/', undefined, dev);
    expect(feed.body.count).toBe(1);
    const id = feed.body.results[0].id;

    expect((await api('POST', `/api/workana/notifications/${id}/read/`, undefined, dev)).status).toBe(200);
    for (const tab of tabs) {
      expect(await tab.next('workana_notification_read')).toMatchObject({ id });
      expect((await tab.next('workana_notification_stats')).stats).toMatchObject({ unread: 0, total: 1 });
    }
    // Someone else's notification is not theirs to read.
    expect((await api('POST', `/api/workana/notifications/${id}/read/`)).status).toBe(404);

    await db().update(workanaMatches).set({ readAt: null }).where(eq(workanaMatches.id, id));
    expect((await api('POST', '/api/workana/notifications/read/', {}, dev)).body.ids).toEqual([id]);
    for (const tab of tabs) {
      expect((await tab.next('workana_notification_bulk_read')).ids).toEqual([id]);
      expect((await tab.next('workana_notification_stats')).stats.unread).toBe(0);
    }
    tabs.forEach((t) => t.socket.close());

    // Found again by a later run, the same job never notifies twice.
    await db().delete(workanaJobs).where(eq(workanaJobs.externalId, 'diseno-de-logo'));
    await runListing('/es/jobs');
    expect((await api('GET', '/api/workana/notifications/', undefined, dev)).body.count).toBe(1);
  });

  it('the digest holds matches until its hour in the user’s zone, then sends them together', async () => {
    const dev = await login(server, 'dev@alvorada.dev');
    const saved = await api(
      'PUT',
      '/api/workana/preferences/',
      { mode: 'digest', digest_hour: 9, timezone: 'America/Sao_Paulo' },
      dev,
    );
    expect(saved.status).toBe(200);
    await api('POST', '/api/workana/rules/', { name: 'Shopify', criteria: { include: ['shopify'] } }, dev);
    await db().delete(workanaJobs).where(eq(workanaJobs.source, 'workana'));
    // 10:00 UTC is 07:00 in São Paulo: before the digest hour, the match waits.
    const early = new Date('2026-11-26T10:00:00Z');
    const late = new Date('2026-11-26T12:30:00Z');
    await runListing('/en/jobs');
    await db()
      .update(workanaMatches)
      .set({ deliveredAt: null })
      .where(eq(workanaMatches.userId, dev.userData.id));
    await db()
      .update(workanaPreferences)
      .set({ lastDigestAt: null })
      .where(eq(workanaPreferences.userId, dev.userData.id));
    const pending = (await api('GET', '/api/workana/notifications/stats/', undefined, dev)).body.pending;
    expect(pending).toBeGreaterThan(0);
    expect(await workana().delivery.deliverDue(early)).toEqual({ delivered: 0, digests: [] });
    // At its hour the digest is due: the ticker queues its job, which delivers as this does.
    expect((await workana().delivery.deliverDue(late)).digests).toEqual([dev.userData.id]);
    const asDigestJob = () => Promise.resolve(true);
    expect(await workana().delivery.deliverUser(dev.userData.id, late, asDigestJob)).toBe(pending);
    // Once a day: a second pass the same day sends nothing.
    const evening = new Date('2026-11-26T20:00:00Z');
    expect(await workana().delivery.deliverUser(dev.userData.id, evening, asDigestJob)).toBe(0);
  });

  it('schedules: quiet hours across midnight and a digest once a day at its hour', () => {
    const zone = { timezone: 'America/Sao_Paulo', quiet_start: 22, quiet_end: 7 };
    expect(inQuietHours(zone, new Date('2026-11-26T02:00:00Z'))).toBe(true); // 23:00 local
    expect(inQuietHours(zone, new Date('2026-11-26T09:30:00Z'))).toBe(true); // 06:30
    expect(inQuietHours(zone, new Date('2026-11-26T10:30:00Z'))).toBe(false); // 07:30
    const prefs = { ...zone, digest_hour: 8 };
    expect(digestDue(prefs, null, new Date('2026-11-26T10:59:00Z'))).toBe(false);
    expect(digestDue(prefs, null, new Date('2026-11-26T11:00:00Z'))).toBe(true);
    expect(digestDue(prefs, new Date('2026-11-26T11:05:00Z'), new Date('2026-11-26T18:00:00Z'))).toBe(false);
    expect(digestDue(prefs, new Date('2026-11-26T11:05:00Z'), new Date('2026-11-27T11:01:00Z'))).toBe(true);
    // A digest hour inside quiet hours waits for them to end.
    expect(digestDue({ ...prefs, digest_hour: 6 }, null, new Date('2026-11-26T09:30:00Z'))).toBe(false);
  });

  it('the hourly cap holds the rest back for later', async () => {
    const dev = await login(server, 'dev@alvorada.dev');
    await api('PUT', '/api/workana/preferences/', { mode: 'instant', hourly_cap: 1 }, dev);
    await api('POST', '/api/workana/rules/', { name: 'Tudo', criteria: {} }, dev);
    await db().delete(workanaMatches).where(eq(workanaMatches.userId, dev.userData.id));
    await db().delete(workanaJobs).where(eq(workanaJobs.source, 'workana'));
    await runListing('/pt/jobs');
    const stats = (await api('GET', '/api/workana/notifications/stats/', undefined, dev)).body;
    expect(stats).toMatchObject({ total: 1, pending: 3 });
    expect(await workana().delivery.deliverUser(dev.userData.id, new Date(Date.now() + 2 * HOUR))).toBe(1);
  });
});

describe('Workana fixture source', () => {
  it('replays the saved pages through the same parser, each run a new round of jobs', async () => {
    const first = await workana().poller.run(ids.fixture);
    expect(first!.fresh).toHaveLength(10);
    expect(await job('dashboard-power-bi-vendas')).toMatchObject({
      source: 'fixture',
      skills: ['Power BI', 'SQL', 'Excel'],
      budgetMin: 250,
      budgetMax: 500,
      clientCountry: 'BR',
      clientVerified: true,
    });
    const second = await workana().poller.run(ids.fixture);
    expect(second!.fresh.map((j) => j.externalId)).toContain('dashboard-power-bi-vendas~1');
  });
});

describe('Workana rates', () => {
  it('are replaced as a whole: empty or repeated lists are refused and change nothing', async () => {
    const before = (await api('GET', '/api/workana/rates/')).body;
    expect((await api('PUT', '/api/workana/rates/', [])).status).toBe(400);
    const repeated = [
      { currency: 'USD', to_brl: 5 },
      { currency: 'USD', to_brl: 6 },
    ];
    expect((await api('PUT', '/api/workana/rates/', repeated)).status).toBe(400);
    expect((await api('GET', '/api/workana/rates/')).body).toEqual(before);
    const dev = await login(server, 'dev@alvorada.dev');
    expect((await api('PUT', '/api/workana/rates/', [{ currency: 'USD', to_brl: 6 }], dev)).status).toBe(403);
    const saved = await api('PUT', '/api/workana/rates/', [{ currency: 'USD', to_brl: 6 }]);
    expect(saved.body).toEqual([{ currency: 'USD', to_brl: 6 }]);
  });
});

describe('Workana polling timer', () => {
  it('queues the sources that are due and runs each once, then waits for its interval', async () => {
    const polling = await startServer({ WORKANA_TICK_SECONDS: '1' });
    try {
      const session = await login(polling, 'admin@alvorada.dev');
      const runs = async () =>
        (await call(polling, 'GET', '/api/workana/runs/', { token: session.accessToken })).body.results;
      // Each tick asks the poller which sources are due.
      const due = vi.spyOn(polling.built.services.workana.poller, 'due');
      await eventually(async () =>
        (await runs()).some((run: any) => run.source_kind === 'fixture' && run.status === 'ok'),
      );
      // Three more ticks (a fourth has begun, so the third has queued what it found due), and their jobs
      // done: the source is not due again before its interval (30 minutes).
      const ticks = due.mock.calls.length;
      await eventually(
        async () =>
          due.mock.calls.length > ticks + 3 && !(await polling.built.platform.queue.depths())[POLL_JOB],
      );
      expect(await runs()).toHaveLength(1);
      const [fixture] = (await call(polling, 'GET', '/api/workana/sources/', { token: session.accessToken }))
        .body;
      expect(fixture).toMatchObject({ kind: 'fixture', state: 'ok' });
      expect(new Date(fixture.next_run_at).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    } finally {
      await polling.close();
    }
  });
});
