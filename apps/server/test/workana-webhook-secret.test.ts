import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LoginResponse, WorkanaSource } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';
import { workanaSources } from '../src/modules/workana/schema.ts';
import { auditLog } from '../src/platform/db/schema.ts';

let server: TestServer;
let admin: LoginResponse;
let dev: LoginResponse;
beforeAll(async () => {
  server = await startServer();
  [admin, dev] = await Promise.all([login(server, 'admin@alvorada.dev'), login(server, 'dev@alvorada.dev')]);
});
afterAll(() => server?.close());

const api = (method: string, path: string, session = admin) =>
  call(server, method, path, { token: session.accessToken, headers: { 'accept-language': 'en' } });
const sources = async (session = admin) =>
  (await api('GET', '/api/workana/sources/', session)).body as WorkanaSource[];
const stored = async () =>
  (await server.built.platform.db.select().from(workanaSources).where(eq(workanaSources.kind, 'webhook')))[0];
const push = (id: number, secret: string) => {
  const body = JSON.stringify({
    jobs: [{ external_id: `x-${secret}`, title: 'Vaga', url: 'https://jobs.example/x' }],
  });
  return fetch(`${server.url}/api/workana/sources/${id}/webhook/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    },
    body,
  });
};

describe('the Workana webhook secret', () => {
  it('is never read back whole: its managers see its last characters, readers nothing', async () => {
    const { id, settings } = await stored();
    const listed = await api('GET', '/api/workana/sources/');
    expect(JSON.stringify(listed.body)).not.toContain(settings.secret!);
    expect((await sources()).find((s) => s.id === id)!.secret_hint).toBe(settings.secret!.slice(-4));
    expect((await sources(dev)).find((s) => s.id === id)!.secret_hint).toBeNull();
    const patched = await call(server, 'PATCH', `/api/workana/sources/${id}/`, {
      token: admin.accessToken,
      body: { enabled: true },
    });
    expect(JSON.stringify(patched.body)).not.toContain(settings.secret!);
  });

  it('"gerar novo" answers a new secret once, audited; the old one stops signing', async () => {
    const { id, settings } = await stored();
    expect((await api('POST', `/api/workana/sources/${id}/secret/`, dev)).status).toBe(403);
    const res = await api('POST', `/api/workana/sources/${id}/secret/`);
    expect(res.status).toBe(200);
    const { secret } = res.body as { secret: string };
    expect(secret).toMatch(/^[0-9a-f]{48}$/);
    expect(secret).not.toBe(settings.secret);
    expect((await sources()).find((s) => s.id === id)!.secret_hint).toBe(secret.slice(-4));

    expect((await push(id, settings.secret!)).status).toBe(403);
    expect((await push(id, secret)).status).toBe(200);

    const [entry] = await server.built.platform.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'Workana'), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({
      actorId: admin.userData.id,
      action: 'update',
      before: { secret_hint: settings.secret!.slice(-4) },
      after: { secret_hint: secret.slice(-4) },
    });
    expect(JSON.stringify(entry)).not.toContain(secret);
  });

  it('is refused, translated, for a source that has no secret', async () => {
    const fixture = (await sources()).find((s) => s.kind === 'fixture')!;
    const res = await api('POST', `/api/workana/sources/${fixture.id}/secret/`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'workana_source_no_secret', detail: 'Only the webhook has a secret.' });
  });
});
