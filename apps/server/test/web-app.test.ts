import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';

const SCRIPT = `console.log(${JSON.stringify('alvorada '.repeat(200))});`;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  const dist = server.built.platform.config.webDist;
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  const script = join(dist, 'assets/index-Ab12Cd34.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
});
afterAll(() => server?.close());

const get = (path: string, acceptEncoding: string) =>
  fetch(`${server.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } });

describe('the served web app', () => {
  it('sends a hashed asset precompressed in the encoding the client prefers, cached for good', async () => {
    for (const [accepted, encoding] of [
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await get('/assets/index-Ab12Cd34.js', accepted!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await res.text()).toBe(SCRIPT);
    }
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'identity');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('has the browser revalidate index.html, for a page path as for the file itself', async () => {
    for (const path of ['/login', '/index.html', '/']) {
      const res = await get(path, 'br');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });
});
