import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workanaSources } from '../src/modules/workana/schema.ts';
import { call } from './harness.ts';
import { fileServer, fileSession } from './module-server.ts';

const server = fileServer();
const energia = fileSession(server, 'energia@alvorada.dev');

const patchProfile = (body: Uint8Array | string, contentType = 'application/json') =>
  fetch(`${server.url}/api/auth/current_profile/`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${energia.accessToken}`,
      'content-type': contentType,
      'accept-language': 'en',
    },
    body,
  });
const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;
const city = async () =>
  (await call(server, 'GET', '/api/auth/current_profile/', { token: energia.accessToken })).body
    .city as string;

describe('request bodies are read as UTF-8 only', () => {
  it('refuses bytes that are not UTF-8 instead of storing U+FFFD, and changes nothing', async () => {
    const before = await city();
    const bytes = Buffer.concat([
      Buffer.from('{"city":"'),
      Buffer.from([0xff, 0xfe, 0xfd]),
      Buffer.from('"}'),
    ]);
    const res = await patchProfile(bytes);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'The request body must be valid UTF-8 (charset=utf-8).',
      code: 'body_not_utf8',
    });
    expect(await city()).toBe(before);
  });

  it('refuses a body declared in another charset, and reads one declared UTF-8', async () => {
    const before = await city();
    for (const charset of ['utf-7', 'iso-8859-1', '"utf-16"']) {
      const res = await patchProfile('{"city":"+AOk-vora"}', `application/json; charset=${charset}`);
      expect(res.status).toBe(400);
      expect(await codeOf(res)).toBe('body_not_utf8');
    }
    expect(await city()).toBe(before);
    const utf8 = await patchProfile('{"city":"Évora"}', 'application/json; charset=UTF-8');
    expect(utf8.status).toBe(200);
    expect(await city()).toBe('Évora');
  });

  it('the signed webhook, which reads its body itself, refuses bytes that are not UTF-8 too', async () => {
    const [hook] = await server.built.platform.db
      .select()
      .from(workanaSources)
      .where(eq(workanaSources.kind, 'webhook'));
    const res = await fetch(`${server.url}/api/workana/sources/${hook.id}/webhook/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': 'sha256=00' },
      body: Buffer.from([0x7b, 0xc3, 0x28, 0x7d]),
    });
    expect(res.status).toBe(400);
    expect(await codeOf(res)).toBe('body_not_utf8');
  });
});

describe('a request Node refuses before the app sees it', () => {
  it('a query string over 16 KiB answers 431 in the common shape, in the request’s language', async () => {
    const res = await fetch(`${server.url}/api/help/articles/?q=${'a'.repeat(17 * 1024)}`, {
      headers: { 'accept-language': 'fr' },
    });
    expect(res.status).toBe(431);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      detail: "L'adresse ou les en-têtes de la requête sont trop volumineux.",
      code: 'headers_too_large',
    });
  });
});
