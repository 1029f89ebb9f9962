import { describe, expect, it } from 'vitest';
import { redactedParams } from '../src/platform/http/statement-params.ts';

const REDACTED = '[redacted]';

describe("a statement's bound values", () => {
  it('hides whole the values written to or compared with secret columns', () => {
    expect(
      redactedParams(
        'insert into "users" ("email", "password_hash", "cpf_cnpj") values ($1, $2, $3), ($4, $5, $6)',
        ['a@b.dev', '$argon2id$x', '12345678909', 'c@d.dev', '$argon2id$y', '98765432100'],
      ),
    ).toEqual(['a@b.dev', REDACTED, REDACTED, 'c@d.dev', REDACTED, REDACTED]);
    expect(
      redactedParams(
        'update "sessions" set "refresh_token_hash" = $1, "seen_at" = $2 where "sessions"."id" in ($3, $4)',
        ['abc', new Date(0), 7, 8],
      ),
    ).toEqual([REDACTED, '1970-01-01T00:00:00.000Z', 7, 8]);
  });

  it('masks secrets inside text under any other name, and cuts long values', () => {
    const jwt = 'eyJhbGciOi.eyJzdWIiOjF9.c2lnbmF0dXJl';
    const [note, long, bytes] = redactedParams('select $1, $2, $3', [
      `token ${jwt} cpf 123.456.789-09`,
      'x'.repeat(500),
      new Uint8Array(12),
    ]);
    expect(note).toBe(`token ${REDACTED} cpf ${REDACTED}`);
    expect(long).toBe(`${'x'.repeat(200)}…`);
    expect(bytes).toBe('<12 bytes>');
    expect(
      redactedParams(
        'select 1',
        Array.from({ length: 80 }, (_, i) => i),
      ),
    ).toHaveLength(50);
  });
});
