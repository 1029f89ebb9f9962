import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness.ts';
import { startListingServer } from './workana-listing-server.ts';
import { workanaRuns, workanaSources } from '../src/modules/workana/schema.ts';
import { parseFeed } from '../src/modules/workana/feed-listing.ts';
import { parseWorkanaListing } from '../src/modules/workana/workana-listing.ts';

let site: Awaited<ReturnType<typeof startListingServer>>;
/** Started without WORKANA_ALLOWED_HOSTS, and with it naming the stand-in site's 127.0.0.1. */
let closed: TestServer;
let allowed: TestServer;

beforeAll(async () => {
  site = await startListingServer();
  [closed, allowed] = await Promise.all([startServer(), startServer({ WORKANA_ALLOWED_HOSTS: '127.0.0.1' })]);
});
afterAll(async () => {
  await Promise.all([closed?.close(), allowed?.close()]);
  await site?.close();
});

async function listingSource(server: TestServer) {
  const [row] = await server.built.platform.db
    .select()
    .from(workanaSources)
    .where(eq(workanaSources.kind, 'workana'));
  return row;
}
/** Stores the address as it is (saved before, or a name that now resolves elsewhere) and runs the source. */
async function runAt(server: TestServer, url: string) {
  const source = await listingSource(server);
  await server.built.platform.db
    .update(workanaSources)
    .set({ url, enabled: true })
    .where(eq(workanaSources.id, source.id));
  const outcome = await server.built.services.workana.poller.run(source.id);
  const [run] = await server.built.platform.db
    .select()
    .from(workanaRuns)
    .where(eq(workanaRuns.id, outcome!.runId));
  return run;
}
const requested = () => site.requests.map((r) => new URL(r.url!, 'http://x').pathname);

describe('Workana sources reach only outside addresses unless WORKANA_ALLOWED_HOSTS names them', () => {
  it('an administrator cannot point a source at loopback, private or link-local addresses', async () => {
    const admin = await login(closed, 'admin@alvorada.dev');
    const source = await listingSource(closed);
    const port = new URL(site.url).port;
    for (const url of [
      `${site.url}/pt/jobs`,
      `http://localhost:${port}/pt/jobs`,
      `http://[::1]:${port}/pt/jobs`,
      `http://[::ffff:127.0.0.1]:${port}/pt/jobs`,
      'http://10.1.2.3/jobs',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/jobs',
    ]) {
      const res = await call(closed, 'PATCH', `/api/workana/sources/${source.id}/`, {
        token: admin.accessToken,
        body: { url },
        headers: { 'accept-language': 'en' },
      });
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe('workana_address_not_allowed');
      expect(res.body.fields.url[0]).toMatch(/^This address leads into the server’s own networks/);
    }
    expect((await listingSource(closed)).url).toBe(source.url);
  });

  it('a stored loopback address is refused when the source runs, before any request leaves', async () => {
    const before = site.requests.length;
    const run = await runAt(closed, `${site.url}/pt/jobs`);
    expect(run).toMatchObject({
      state: 'failed',
      error: 'failed',
      errorReason: 'address_not_allowed',
      newJobs: 0,
    });
    expect(site.requests.length).toBe(before);
  });

  it('each redirect is checked again: one to a host the list does not name is refused', async () => {
    const port = new URL(site.url).port;
    site.requests.length = 0;
    const run = await runAt(allowed, `${site.url}/moved?to=http://localhost:${port}/pt/jobs`);
    expect(run).toMatchObject({ state: 'failed', error: 'failed', errorReason: 'address_not_allowed' });
    expect(requested()).toEqual(['/moved']);

    // A redirect within the named host is followed.
    site.requests.length = 0;
    const followed = await runAt(allowed, `${site.url}/moved?to=/pt/jobs`);
    expect(followed.state).toBe('done');
    expect(followed.newJobs).toBeGreaterThan(0);
    expect(requested().slice(0, 2)).toEqual(['/moved', '/pt/jobs']);
  });
});

describe('job links are kept only when they are http(s)', () => {
  const item = (link: string, title: string) => `<item><title>${title}</title><link>${link}</link></item>`;

  it('an RSS feed’s file:, data: and javascript: links leave their jobs out', () => {
    const feed = `<rss><channel>${[
      item('file:///etc/passwd', 'Arquivo'),
      item('data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;', 'Dados'),
      item('javascript:alert(1)', 'Script'),
      item('https://www.workana.com/job/site', 'Site'),
    ].join('')}</channel></rss>`;
    expect(parseFeed(feed).map((job) => [job.title, job.url])).toEqual([
      ['Site', 'https://www.workana.com/job/site'],
    ]);
  });

  it('a listing’s embedded results and HTML keep only http(s) links', () => {
    const results = [
      { slug: 'arquivo', title: 'Arquivo', url: 'file:///etc/passwd' },
      { slug: 'dados', title: 'Dados', url: 'data:text/html,x' },
      { slug: 'site', title: 'Site' },
    ];
    const embedded = `<div :results-initials="${JSON.stringify({ results }).replace(/"/g, '&quot;')}"></div>`;
    const page = parseWorkanaListing(embedded, 'https://www.workana.com/jobs', new Date());
    expect(page.jobs.map((job) => job.url)).toEqual(['https://www.workana.com/job/site']);

    const html = ['file:///etc/passwd', '/job/site']
      .map(
        (href) => `<div class="project-item"><h2 class="project-title"><a href="${href}">Vaga</a></h2></div>`,
      )
      .join('');
    expect(
      parseWorkanaListing(html, 'https://www.workana.com/jobs', new Date()).jobs.map((j) => j.url),
    ).toEqual(['https://www.workana.com/job/site']);
  });
});
