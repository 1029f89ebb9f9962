import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, redact, redactHeaders, redactJsonText, redactPersonal, redactUrl } from './redact.ts';

describe('redact', () => {
  it('replaces passwords, tokens, secrets and documents under their names, at any depth', () => {
    const out = redact({
      email: 'a@b.c',
      password: 'Alvorada@2026',
      new_password: 'x',
      current_password: 'y',
      refresh: 'r',
      refreshToken: 'r',
      accessToken: 'a',
      profile: { cpf_cnpj: '12345678909', nested: [{ api_key: 'k', clientSecret: 's', name: 'Ana' }] },
    });
    expect(out).toEqual({
      email: 'a@b.c',
      password: REDACTED,
      new_password: REDACTED,
      current_password: REDACTED,
      refresh: REDACTED,
      refreshToken: REDACTED,
      accessToken: REDACTED,
      profile: { cpf_cnpj: REDACTED, nested: [{ api_key: REDACTED, clientSecret: REDACTED, name: 'Ana' }] },
    });
  });

  it('replaces authorization, cookie and set-cookie headers whatever their case', () => {
    expect(
      redact({
        Authorization: 'Bearer abc',
        cookie: 'a=1',
        'set-cookie': ['b=2'],
        'x-api-key': 'k',
        'content-type': 'application/json',
      }),
    ).toEqual({
      Authorization: REDACTED,
      cookie: REDACTED,
      'set-cookie': REDACTED,
      'x-api-key': REDACTED,
      'content-type': 'application/json',
    });
  });

  it('masks a JWT, a bearer credential, a formatted CPF or CNPJ inside free text', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(redact(`token ${jwt} for 123.456.789-09 and 12.345.678/0001-95`)).toBe(
      `token ${REDACTED} for ${REDACTED} and ${REDACTED}`,
    );
    expect(redact('sent Bearer abc.def')).toBe(`sent ${REDACTED}`);
  });

  it('keeps numbers, booleans and null as they are and does not change its input', () => {
    const input = { count: 3, ok: true, none: null, password: 'p' };
    expect(redact(input)).toEqual({ count: 3, ok: true, none: null, password: REDACTED });
    expect(input.password).toBe('p');
  });
});

describe('redactHeaders', () => {
  it('keeps raw name, value pairs in order and replaces secret ones and secrets in values', () => {
    expect(
      redactHeaders([
        'Host',
        'a.dev',
        'Authorization',
        'Bearer x',
        'Cookie',
        'k=v',
        'X-Note',
        'cpf 123.456.789-09',
      ]),
    ).toEqual(['Host', 'a.dev', 'Authorization', REDACTED, 'Cookie', REDACTED, 'X-Note', `cpf ${REDACTED}`]);
  });

  it('takes a headers object, with numbers and repeated values', () => {
    expect(
      redactHeaders({
        'content-length': 12,
        'set-cookie': ['a=1', 'b=2'],
        vary: ['accept', 'origin'],
        gone: undefined,
      }),
    ).toEqual(['content-length', '12', 'set-cookie', REDACTED, 'vary', 'accept, origin']);
  });
});

describe('redactUrl', () => {
  it('replaces secret query parameters and keeps the others', () => {
    expect(redactUrl('/api/auth/verify-email/?token=abc&next=%2Fhome')).toBe(
      `/api/auth/verify-email/?token=${encodeURIComponent(REDACTED)}&next=%2Fhome`,
    );
    expect(redactUrl('/api/energy/ucs/?search=123.456.789-09')).toBe(
      `/api/energy/ucs/?search=${encodeURIComponent(REDACTED)}`,
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

describe('redactJsonText', () => {
  it('redacts members under secret names in JSON text, at any depth, and keeps the rest as it was', () => {
    const text = JSON.stringify({
      accessToken: 'a.b.c',
      refresh: 'r',
      userData: { id: 1, email: 'a@b.c', cpf_cnpj: '12345678909', password_set: true, name: 'Ana "A"' },
      list: ['token', 'x'],
      count: 2,
    });
    expect(JSON.parse(redactJsonText(text))).toEqual({
      accessToken: REDACTED,
      refresh: REDACTED,
      userData: { id: 1, email: 'a@b.c', cpf_cnpj: REDACTED, password_set: REDACTED, name: 'Ana "A"' },
      list: ['token', 'x'],
      count: 2,
    });
  });

  it('masks a JWT or a formatted CPF inside any value, and leaves text that is not JSON readable', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(redactJsonText(`{"note":"sent ${jwt} for 123.456.789-09"}`)).toBe(
      `{"note":"sent ${REDACTED} for ${REDACTED}"}`,
    );
    expect(redactJsonText('plain text')).toBe('plain text');
  });
});

describe('redactJsonText, against the same redaction done on the parsed value', () => {
  const names = [
    'id',
    'name',
    'password',
    'cpf',
    'refresh',
    'refreshed',
    'accessToken',
    'a"b',
    'x\\',
    'note',
  ];
  const text = fc.constantFrom('', 'token', 'password', '":"', 'a\\"b', 'cpf: 1', '{"password":"p"}', 'é');
  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      text,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom(...names), tie('value'), { maxKeys: 5 }),
    ),
  })).value;
  // Scalars under secret names are replaced; objects and arrays under them keep members, judged one by one.
  const byName = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(byName);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        item !== null && typeof item === 'object'
          ? byName(item)
          : (redact({ [key]: item }) as Record<string, unknown>)[key],
      ]),
    );
  };

  it('redacts exactly the members a parse would, compact or indented', () => {
    fc.assert(
      fc.property(json, fc.constantFrom(0, 2), (value, indent) => {
        expect(JSON.parse(redactJsonText(JSON.stringify(value, null, indent)))).toEqual(byName(value));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('redactPersonal', () => {
  const masked = (text: string, email = false) => redactPersonal(text, { email });

  it('masks CPF and CNPJ, bare or formatted, and phone numbers, keeping a part to tell them apart', () => {
    expect(masked('CPF 12353519040.')).toBe('CPF ***.535.190-**.');
    expect(masked('CNPJ 12345678000195 ou 12.345.678/0001-95')).toBe(
      `CNPJ 12.***.***/****-** ou ${REDACTED}`,
    );
    expect(masked('(31) 98765-4321 ou +55 31 98765-4321')).toBe('(**) *****-**21 ou +** ** *****-**21');
  });

  it('leaves numbers that are not documents: amounts, ratios, timestamps, dates, codes', () => {
    const text =
      'total 13702667, ratio 0.07510983080884912, 0.12345678901, 1795924905763, 2024-12-10, MG02000001';
    expect(masked(text)).toBe(text);
  });

  it('masks e-mail addresses unless allowed, and what `redact` hides, at any depth', () => {
    const value = { users: [{ subtitle: 'ana.souza@alvorada.dev', cpf: '1', n: 12 }] };
    expect(redactPersonal(value, { email: false })).toEqual({
      users: [{ subtitle: 'a***@alvorada.dev', cpf: REDACTED, n: 12 }],
    });
    expect(masked('ana.souza@alvorada.dev', true)).toBe('ana.souza@alvorada.dev');
  });
});
