import { createServer, type IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';

const page = (name: string) => readFileSync(new URL(`./fixtures/workana/${name}`, import.meta.url), 'utf8');

/**
 * A stand-in for the sites the sources read, serving the saved pages under ./fixtures/workana: listings in
 * Portuguese (two pages), Spanish (HTML only) and English, an RSS feed, a challenge page behind 403, a
 * 429 with Retry-After, a plain web page and a redirect to `?to=`, and `/held`: the Portuguese listing's
 * first page once `release` is called (a run caught in the middle of its fetch). It keeps every request it got.
 */
export async function startListingServer() {
  const requests: IncomingMessage[] = [];
  let released!: () => void;
  const held = new Promise<void>((resolve) => (released = resolve));
  const server = createServer(async (req, res) => {
    requests.push(req);
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/held') await held;
    const html = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    if (url.pathname === '/pt/jobs' || url.pathname === '/held')
      return html(200, page(`listing-pt-${url.searchParams.get('page') ?? '1'}.html`));
    if (url.pathname === '/es/jobs') return html(200, page('listing-es.html'));
    if (url.pathname === '/en/jobs') return html(200, page('listing-en.html'));
    if (url.pathname === '/challenge') return html(403, page('challenge.html'));
    if (url.pathname === '/limited') return html(429, 'Too Many Requests', { 'retry-after': '7200' });
    if (url.pathname === '/page.html') return html(200, '<!doctype html><html><body>Vagas</body></html>');
    if (url.pathname === '/moved') {
      res.writeHead(302, { location: url.searchParams.get('to')! });
      return res.end();
    }
    if (url.pathname === '/feed.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      return res.end(page('feed.xml'));
    }
    html(404, 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    release: () => released(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
