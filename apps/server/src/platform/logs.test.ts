import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createLogRing, createLogger } from './logs.ts';
import { REDACTED } from './http/redact.ts';

describe('logger', () => {
  const logged = (write: (log: ReturnType<typeof createLogger>) => void) => {
    const ring = createLogRing();
    write(createLogger('silent', ring));
    return ring.recent();
  };

  it('replaces whatever a line carries under a secret name, at any depth, and keeps the rest', () => {
    const [entry] = logged((log) =>
      log.info(
        {
          token: 't0k',
          body: { email: 'a@b.c', password: 'Alvorada@2026', profile: { cpf: '12345678909' } },
          headers: { authorization: 'Bearer x', cookie: 'k=v', accept: 'application/json' },
          sessions: [{ refreshToken: 'r', id: 7 }],
          count: 2,
        },
        'signed in',
      ),
    );
    expect(entry).toMatchObject({
      msg: 'signed in',
      token: REDACTED,
      body: { email: 'a@b.c', password: REDACTED, profile: { cpf: REDACTED } },
      headers: { authorization: REDACTED, cookie: REDACTED, accept: 'application/json' },
      sessions: [{ refreshToken: REDACTED, id: 7 }],
      count: 2,
    });
  });

  it('does not change the object it was given', () => {
    const body = { password: 'p', list: [{ token: 't' }] };
    logged((log) => log.info({ body }, 'x'));
    expect(body).toEqual({ password: 'p', list: [{ token: 't' }] });
  });

  it('leaves errors to their serializer: message and stack, no query parameters', () => {
    const error = Object.assign(new Error('insert failed\nparams: secret@x.dev'), {
      query: 'insert into users',
      params: ['secret@x.dev'],
    });
    const [entry] = logged((log) => log.error({ err: error }, 'failed'));
    expect(entry?.err).toMatchObject({ message: 'insert failed', query: 'insert into users' });
    expect(JSON.stringify(entry)).not.toContain('secret@x.dev');
  });

  it('writes every line to stdout, those still gathered when the process exits included, and keeps them in the ring', () => {
    const script = `
      import { createLogRing, createLogger } from ${JSON.stringify(new URL('./logs.ts', import.meta.url).href)};
      const ring = createLogRing();
      const log = createLogger(process.argv[1], ring);
      for (let k = 0; k < 500; k++) log.info({ k, token: 't0k' }, 'line');
      log.debug('detail');
      process.stderr.write(String(ring.recent(1000).length));
      process.exit(0);`;
    for (const level of ['info', 'debug']) {
      const { stdout, stderr } = spawnSync(process.execPath, ['--input-type=module', '-e', script, level], {
        encoding: 'utf8',
      });
      expect(stderr).toBe('500');
      const lines = stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { k?: number; token?: string });
      const numbered = lines.filter((line) => line.k !== undefined);
      expect(numbered.map((line) => line.k)).toEqual(Array.from({ length: 500 }, (_, k) => k));
      expect(numbered.every((line) => line.token === REDACTED)).toBe(true);
      expect(lines.length).toBe(level === 'debug' ? 501 : 500);
    }
  });
});
