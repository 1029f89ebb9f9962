import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness.ts';
import { startListingServer } from './workana-listing-server.ts';
import { workanaSources } from '../src/modules/workana/schema.ts';

let site: Awaited<ReturnType<typeof startListingServer>>;
let server: TestServer;
let token: string;

beforeAll(async () => {
  site = await startListingServer();
  server = await startServer({ WORKANA_ALLOWED_HOSTS: '127.0.0.1' });
  token = (await login(server, 'admin@alvorada.dev')).accessToken;
});
afterAll(async () => {
  await server?.close();
  await site?.close();
});

const db = () => server.built.platform.db;
const sourceId = async (kind: 'workana' | 'rss') =>
  (await db().select().from(workanaSources).where(eq(workanaSources.kind, kind)))[0].id;

/** Points the source at `url`, runs it, and answers the source and its last run as the API shows them. */
async function runAt(kind: 'workana' | 'rss', url: string) {
  const id = await sourceId(kind);
  await db().update(workanaSources).set({ url, enabled: true }).where(eq(workanaSources.id, id));
  await server.built.services.workana.poller.run(id);
  const sources = await call(server, 'GET', '/api/workana/sources/', { token });
  const runs = await call(server, 'GET', `/api/workana/runs/?source_id=${id}`, { token });
  return { source: sources.body.find((s: { id: number }) => s.id === id), run: runs.body.results[0] };
}

describe('a source that cannot be read says why as a code the screens translate', () => {
  it('a missing page is an HTTP status code, not the English text of the error', async () => {
    const { source, run } = await runAt('workana', `${site.url}/gone`);
    expect(source).toMatchObject({ state: 'error', blocked_reason: 'http_404', failures: 1 });
    expect(run).toMatchObject({ status: 'error', error: 'http_404' });
  });

  it('a web page given as the RSS address fails as not a feed, not as a working source', async () => {
    const { source, run } = await runAt('rss', `${site.url}/page.html`);
    expect(source).toMatchObject({ state: 'error', blocked_reason: 'not_a_feed' });
    expect(run).toMatchObject({ status: 'error', error: 'not_a_feed', new_jobs: 0 });
    const fixed = await runAt('rss', `${site.url}/feed.xml`);
    expect(fixed.source).toMatchObject({ state: 'ok', blocked_reason: null });
  });

  it('an address nobody answers at is unreachable', async () => {
    const closed = await startListingServer();
    const url = `${closed.url}/pt/jobs`;
    await closed.close();
    const { source } = await runAt('workana', url);
    expect(source).toMatchObject({ state: 'error', blocked_reason: 'unreachable' });
  });

  it('running a blocked source now tells the wait in words of the reader’s language', async () => {
    const id = await sourceId('workana');
    const nextRunAt = new Date(Date.now() + 40 * 60_000 - 30_000);
    await db().update(workanaSources).set({ state: 'blocked', nextRunAt }).where(eq(workanaSources.id, id));
    const ask = (language: string) =>
      call(server, 'POST', `/api/workana/sources/${id}/run/`, {
        token,
        headers: { 'accept-language': language },
      });
    const pt = await ask('pt-BR');
    expect(pt.status).toBe(429);
    expect(pt.body.detail).toContain('aguarde 40 minutos antes');
    expect((await ask('en')).body.detail).toContain('wait 40 minutes before');
  });
});
