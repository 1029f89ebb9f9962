import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { mailMessages } from '../src/platform/db/schema.ts';
import { call, startServer, type TestServer } from './harness.ts';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on an ephemeral port that can be told to refuse the next messages. */
async function startSmtp() {
  const received: Received[] = [];
  let refuse = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse -= 1;
          return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 450 }));
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  return {
    smtp,
    port,
    received,
    refuseNext: (n: number) => (refuse = n),
    close: () => new Promise<void>((r) => smtp.close(() => r())),
  };
}

const waitFor = async <T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
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
    const delivered = await waitFor(async () =>
      smtp.received.find((m) => m.to.includes('usuario@alvorada.dev')),
    );
    const body = delivered.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain('Subject: =?UTF-8?Q?Redefini=C3=A7=C3=A3o_de_senha');
    expect(body).toMatch(/\/reset-password\?token=[\w-]{40,}/);
    const row = await waitFor(async () => {
      const m = await messageTo('usuario@alvorada.dev');
      return m?.status === 'sent' ? m : undefined;
    });
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('marks a refused message failed, retries it and records it sent once the server accepts', async () => {
    smtp.refuseNext(1);
    await call(server, 'POST', '/api/auth/forgot-password/', { body: { email: 'dev@alvorada.dev' } });
    const failed = await waitFor(async () => {
      const m = await messageTo('dev@alvorada.dev');
      return m?.status === 'failed' ? m : undefined;
    });
    expect(failed.lastError).toMatch(/mailbox unavailable/);
    const sent = await waitFor(async () => {
      const m = await messageTo('dev@alvorada.dev');
      return m?.status === 'sent' ? m : undefined;
    });
    expect(sent.attempts).toBe(2);
    expect(smtp.received.filter((m) => m.to.includes('dev@alvorada.dev'))).toHaveLength(1);
  });
});
