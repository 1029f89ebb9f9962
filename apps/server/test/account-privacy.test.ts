import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { mailMessages, users } from '../src/platform/db/schema.ts';
import { call, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';

// Each request comes from its own address (through a trusted proxy) so the per-address limits stay out of the way.
let server: TestServer;
let client = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${++client}` });
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1' });
});
afterAll(() => server?.close());

const DEMO = ['admin', 'dev', 'usuario', 'energia', 'trader'].map((name) => `${name}@alvorada.dev`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/**
 * Addresses are asked in pairs, a taken one beside a new one, so both meet the same load from the rest of
 * the machine: the comparison is made pair by pair, the median pair deciding. The first pair only warms the
 * route up: its first answer also pays for compiling the code it runs (up to 150 ms here).
 */
const pairs = (answers: { ms: number }[]) =>
  answers.flatMap((answer, i) =>
    i % 2 === 0 && i > 0 ? [{ first: answer.ms, second: answers[i + 1]!.ms }] : [],
  );
const mailsTo = async (to: string) =>
  (await server.built.platform.db.select().from(mailMessages).orderBy(desc(mailMessages.id))).filter(
    (m) => m.toAddress === to,
  );

/**
 * Times registrations from a separate process: a client in the server's own process would also wait for the
 * work the server leaves for after the answer. Each request goes once the work of the one before is done (its
 * e-mail recorded), so none pays for another. Answers each request's status, body and duration in milliseconds.
 */
async function timeRegistrationsFromOutside(requests: { email: string }[]) {
  const script = `
    const told = () => new Promise((resolve) => process.once('message', resolve));
    for (const { body, from } of JSON.parse(process.env.REQUESTS)) {
      await told();
      const started = performance.now();
      const res = await fetch(process.env.BASE + '/api/auth/register/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      process.send({ status: res.status, body: text, ms: performance.now() - started });
    }
    process.disconnect();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      ...process.env,
      BASE: server.url,
      REQUESTS: JSON.stringify(requests.map((body) => ({ body, from: from()['x-forwarded-for'] }))),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const failed = new Promise<never>((_, reject) =>
    child.once('exit', (code) => code && reject(new Error(`the timing process exited with ${code}`))),
  );
  failed.catch(() => undefined);
  const answers: { status: number; body: string; ms: number }[] = [];
  for (const { email } of requests) {
    const mailed = (await mailsTo(email)).length;
    const answered = new Promise<(typeof answers)[number]>((resolve) => child.once('message', resolve));
    child.send('go');
    answers.push(await Promise.race([answered, failed]));
    await eventually(async () => (await mailsTo(email)).length > mailed);
  }
  return answers;
}

describe('forgot-password reveals nothing about the address', () => {
  it('answers known and unknown addresses alike, without waiting for the database', async () => {
    const db = server.built.platform.db;
    const answers: { status: number; body: string }[] = [];
    // While the users table cannot be read, both answers still arrive: neither looks the address up before
    // answering, so a known address cannot answer slower than an unknown one.
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      for (const email of ['energia@alvorada.dev', 'ninguem@exemplo.com']) {
        const res = await fetch(`${server.url}/api/auth/forgot-password/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...from() },
          body: JSON.stringify({ email }),
        });
        answers.push({ status: res.status, body: await res.text() });
      }
    });
    expect(answers[0].status).toBe(202);
    expect(answers[1]).toEqual(answers[0]);
    // The mail still goes out, after the answer, to the known address only.
    await eventually(async () => (await mailsTo('energia@alvorada.dev')).length === 1 || undefined);
    expect(await mailsTo('ninguem@exemplo.com')).toEqual([]);
  });
});

describe('register reveals nothing about the address', () => {
  it('answers a taken address like a new one, in the same time, and tells the owner by e-mail', async () => {
    const requests = [0, 1, 2].flatMap((round) =>
      DEMO.flatMap((email, i) => [
        { username: `nova${round}${i}`, email: `nova${round}-${i}@exemplo.com`, password: 'Ensolarado#2031' },
        { username: `outra${round}${i}`, email, password: 'Ensolarado#2031' },
      ]),
    );
    const answers = await timeRegistrationsFromOutside(requests);
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`)).size).toBe(1);
    expect(answers[0].status).toBe(201);
    // Both pay for hashing the password: before, a taken address answered at once, without it.
    const ratio = median(pairs(answers).map((p) => p.second / p.first));
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    const told = await eventually(async () => {
      const mails = await mailsTo('usuario@alvorada.dev');
      return mails.find((m) => m.text.includes('/forgot-password'));
    });
    expect(told.subject).toBe('Sua conta no Alvorada');
  });

  it('answers a taken username like a new one, creates nothing, and tells the address given by e-mail', async () => {
    const register = (username: string, email: string) =>
      call(server, 'POST', '/api/auth/register/', {
        body: { username, email, password: 'Ensolarado#2031' },
        headers: from(),
      });
    const taken = await register('usuario', 'alguem-novo@exemplo.com');
    const fresh = await register('alguem.novo', 'outra-pessoa@exemplo.com');
    expect(taken.status).toBe(201);
    expect(taken.body).toEqual(fresh.body);
    const created = await server.built.platform.db
      .select()
      .from(users)
      .where(eq(users.email, 'alguem-novo@exemplo.com'));
    expect(created).toEqual([]);
    const told = await eventually(async () => (await mailsTo('alguem-novo@exemplo.com'))[0]);
    expect(told.subject).toBe('Seu cadastro no Alvorada');
    expect(told.text).toContain('/register');
    expect(told.text).not.toContain('/verify-email');
  });
});

describe('password rules', () => {
  const register = (password: string, extra: Record<string, string> = {}) =>
    call(server, 'POST', '/api/auth/register/', {
      body: { username: 'maria.souza', email: 'maria.souza@exemplo.com', password, ...extra },
      headers: { ...from(), 'accept-language': 'en' },
    });

  it.each([
    ['password1', 'The password must have at least 10 characters.'],
    ['password123', 'This password is too common. Choose another one.'],
    ['1234567890', 'This password is too common. Choose another one.'],
    ['maria.souza2031', 'The password must not contain your e-mail or username.'],
    [
      'Souza-2031-casa'.replace('Souza', 'maria.souza'),
      'The password must not contain your e-mail or username.',
    ],
  ])('refuses %s with a translated reason, creating nothing', async (password, reason) => {
    const res = await register(password);
    expect(res.status).toBe(400);
    expect(res.body.fields.password).toContain(reason);
  });

  it('keeps a strong password valid, the demo one included', async () => {
    expect(
      (await register('Alvorada@2026', { username: 'maria.s', email: 'maria.s@exemplo.com' })).status,
    ).toBe(201);
  });

  it('applies the rules to a reset and a password change, including the account’s own names', async () => {
    const session = await call(server, 'POST', '/api/auth/login/', {
      body: { email: 'dev@alvorada.dev', password: 'Alvorada@2026' },
    });
    const change = (new_password: string) =>
      call(server, 'POST', '/api/auth/change_password/', {
        token: session.body.accessToken,
        body: { current_password: 'Alvorada@2026', new_password },
        headers: { 'accept-language': 'pt-BR' },
      });
    expect((await change('password1234')).status).toBe(400);
    const own = await change('meu-dev-2031-forte');
    expect(own.status).toBe(400);
    expect(own.body.fields.new_password).toEqual([
      'A senha não pode conter seu e-mail nem seu nome de usuário.',
    ]);
    const reset = await call(server, 'POST', '/api/auth/reset-password/', {
      body: { token: 'not-a-real-token-123', password: 'curta1' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.fields.password).toBeDefined();
  });
});
