import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailMessages } from '../src/platform/db/schema.ts';
import { call, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';
import { startSmtp } from './smtp.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const messageTo = async (to: string) => {
  const rows = await server.built.platform.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.toAddress, to));
  return rows[0];
};

describe('outgoing mail over SMTP', () => {
  it('queues the message, delivers it to the SMTP server and records it as sent', async () => {
    const res = await call(server, 'POST', '/api/auth/forgot-password/', {
      body: { email: 'usuario@alvorada.dev' },
    });
    expect(res.status).toBe(202);
    const delivered = await eventually(async () => smtp.inbox.find((m) => m.to === 'usuario@alvorada.dev'));
    const body = delivered.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain('Subject: =?UTF-8?Q?Redefini=C3=A7=C3=A3o_de_senha');
    expect(body).toMatch(/\/reset-password\?token=[\w-]{40,}/);
    const row = await eventually(async () => {
      const m = await messageTo('usuario@alvorada.dev');
      return m?.status === 'sent' ? m : undefined;
    });
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a refused message queued with its error while a try follows, and records it sent once the server accepts', async () => {
    smtp.state.refuse = 1;
    await call(server, 'POST', '/api/auth/forgot-password/', { body: { email: 'dev@alvorada.dev' } });
    const refused = await eventually(async () => {
      const m = await messageTo('dev@alvorada.dev');
      return m?.attempts === 1 ? m : undefined;
    });
    expect(refused).toMatchObject({
      status: 'queued',
      lastError: expect.stringMatching(/mailbox unavailable/),
    });
    expect(await server.built.platform.mail.retry(refused.id)).toBe(false);
    const sent = await eventually(async () => {
      const m = await messageTo('dev@alvorada.dev');
      return m?.status === 'sent' ? m : undefined;
    });
    expect(sent.attempts).toBe(2);
    expect(smtp.inbox.filter((m) => m.to === 'dev@alvorada.dev')).toHaveLength(1);
  });
});
