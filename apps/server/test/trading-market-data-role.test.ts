import { describe, expect, it } from 'vitest';
import { login } from './harness.ts';
import { moduleServer } from './module-server.ts';
import { b3Instrument, GOOG_CSV } from './trading-lab.ts';

const { server, api } = moduleServer('trading', 'mercado@alvorada.dev');

const instrument = (symbol: string) => b3Instrument(symbol, { name: symbol, shared: true });
const tenDays = GOOG_CSV.split('\n').slice(0, 11).join('\n');

describe('the demo’s market-data role', () => {
  it('manages the shared instruments: creates, imports candles into, changes and deletes them', async () => {
    const created = await api('POST', '/instruments/', instrument('MERC3'));
    expect(created.body, JSON.stringify(created.body)).toMatchObject({
      shared: true,
      owner_id: null,
      can_change: true,
    });
    const id = created.body.id;
    const imported = await api('POST', `/instruments/${id}/candles/import/`, { content: tenDays });
    expect(imported.body).toMatchObject({ inserted: 10 });
    const changed = await api('PATCH', `/instruments/${id}/`, { name: 'Mercado S.A.' });
    expect(changed.body).toMatchObject({ name: 'Mercado S.A.' });
    // A seeded shared instrument is theirs to change too.
    const goog = (await api('GET', '/instruments/?search=GOOG')).body.results[0];
    expect(goog).toMatchObject({ shared: true, can_change: true });
    expect((await api('DELETE', `/instruments/${id}/`)).status).toBe(204);
  });

  it('is the only demo role but the administrator’s that may', async () => {
    const shared = (await api('POST', '/instruments/', instrument('MERC4'))).body.id;
    for (const email of ['trader@alvorada.dev', 'dev@alvorada.dev', 'usuario@alvorada.dev']) {
      const { accessToken: token } = await login(server, email);
      const create = await api('POST', '/instruments/', instrument('NAO3'), { token });
      expect([create.status, create.body.code], email).toEqual([403, 'forbidden']);
      expect((await api('DELETE', `/instruments/${shared}/`, undefined, { token })).status, email).toBe(403);
    }
  });
});
