import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RULES_DEPTH } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = (await login(server, 'trader@alvorada.dev')).accessToken;
});
afterAll(() => server?.close());

const comparison = { op: '>', left: { kind: 'price', field: 'close' }, right: { kind: 'value', value: 10 } };
/** Saves a strategy whose rules are a long entry: a comparison under `groups` nested `not`s. */
async function save(name: string, groups: number) {
  // Written out as text: JSON.stringify itself runs out of stack on the deepest of these.
  const condition = '{"not":'.repeat(groups) + JSON.stringify(comparison) + '}'.repeat(groups);
  const res = await fetch(`${server.url}/api/trading/strategies/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': 'en',
    },
    body: `{"name":${JSON.stringify(name)},"definition":{"kind":"rules","rules":{"entry":{"long":${condition}}}}}`,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const strategies = async (search: string) =>
  (await call(server, 'GET', `/api/trading/strategies/?search=${search}`, { token })).body.count as number;

describe('a rule set’s nesting is capped', () => {
  it(`refuses rules nested deeper than ${MAX_RULES_DEPTH} levels with a translated 400, storing nothing`, async () => {
    for (const groups of [MAX_RULES_DEPTH, 2_000, 100_000]) {
      const res = await save(`Funda ${groups}`, groups);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'validation',
        fields: { 'definition.rules': [`The rules nest too deeply: at most ${MAX_RULES_DEPTH} levels.`] },
      });
    }
    expect(await strategies('Funda')).toBe(0);
  });

  it('accepts rules nested up to the limit', async () => {
    // The rule set, its entry, the entry's object and the comparison's operand are four of the levels.
    const res = await save('Rasa', MAX_RULES_DEPTH - 4);
    expect(res.status).toBe(201);
  });
});
