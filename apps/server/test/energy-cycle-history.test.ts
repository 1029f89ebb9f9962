import { describe, expect, it } from 'vitest';
import { call } from './harness.ts';
import { moduleServer } from './module-server.ts';

const energy = moduleServer('energy', 'energia@alvorada.dev');
const { api, created, server } = energy;

describe("a cycle's history for the operators of Crédito", () => {
  it('gives a reader of Crédito the cycle’s own audit entries, newest first, without the admin audit log', async () => {
    const id = await created('/cycles/', { cycle: '2033-01' });
    const other = await created('/cycles/', { cycle: '2033-02' });
    expect((await api('PATCH', `/cycles/${id}/`, { flag_micros: 18_850 })).status).toBe(200);
    expect((await api('PATCH', `/cycles/${other}/`, { flag_micros: 9_000 })).status).toBe(200);

    const history = await api('GET', `/cycles/${id}/history/`);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body).toMatchObject([
      {
        action: 'update_cycle',
        subject: 'Credito',
        target_id: String(id),
        actor: { email: 'energia@alvorada.dev' },
        after: { flag_micros: 18_850 },
      },
      { action: 'create_cycle', target_id: String(id), before: null },
    ]);
    expect(history.body).toHaveLength(2);
    // The whole log stays Admin's.
    expect((await call(server, 'GET', '/api/admin/audit/', { token: energy.token })).status).toBe(403);
    expect((await api('GET', '/cycles/999999/history/')).status).toBe(404);
  });

  it('keeps the expiry of a cycle’s credits an operator asked for, with who asked', async () => {
    const [closed] = (await api('GET', '/cycles/?state=closed&ordering=-cycle')).body.results;
    const queued = await api('POST', `/cycles/${closed.id}/expire/`);
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    const [entry] = (await api('GET', `/cycles/${closed.id}/history/`)).body;
    expect(entry).toMatchObject({
      action: 'expire',
      subject: 'Credito',
      target_id: String(closed.id),
      actor: { email: 'energia@alvorada.dev' },
      before: { cycle: closed.cycle, state: 'closed' },
      after: { cycle: closed.cycle, job_id: queued.body.job_id },
    });
  });

  it('lists the cycle’s credit movements each with its UC’s installation number (UC nº)', async () => {
    const [closed] = (await api('GET', '/cycles/?state=closed&ordering=-cycle')).body.results;
    const page = await api('GET', `/credits/movements/?cycle=${closed.cycle}&page_size=50`);
    expect(page.status).toBe(200);
    expect(page.body.results.length).toBeGreaterThan(0);
    const units = new Map<number, string>();
    for (const movement of page.body.results) {
      if (!units.has(movement.unit_id))
        units.set(
          movement.unit_id,
          (await api('GET', `/units/${movement.unit_id}/`)).body.installation_number,
        );
      expect(movement.installation_number).toBe(units.get(movement.unit_id));
    }
    expect([...units.values()].every((number) => number.length > 0)).toBe(true);
  });
});
