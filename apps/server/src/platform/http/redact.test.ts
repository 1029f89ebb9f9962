import { describe, expect, it } from 'vitest';
import { REDACTED, redact, redactJsonText, redactUrl } from './redact.ts';

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
