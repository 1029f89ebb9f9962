import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@alvorada/energy';
import { LOCALES } from '@alvorada/contracts';
import { call, login } from './harness.ts';
import { moduleServer } from './module-server.ts';
import { cycleJobs } from './energy-cycle-jobs.ts';
import { setToday, today } from '../src/modules/energy/clock.ts';
import { translate } from '../src/platform/http/messages.ts';

const energy = moduleServer('energy', 'energia@alvorada.dev');
const { api, server } = energy;
const jobs = cycleJobs(energy);
afterAll(() => setToday(null));
// The demo leaves last month open with every bill: it closes first, as the ledger runs in order.
beforeAll(async () => {
  const [ended] = (await api('GET', '/cycles/?state=open&ordering=cycle')).body.results;
  expect(ended.cycle < today().slice(0, 7)).toBe(true);
  await jobs.closed(ended.id);
});

/** The demo's current cycle: the month the demo was seeded in, whose UCs under contract have no bill yet. */
async function openCycle() {
  const month = today().slice(0, 7);
  const cycle = (await api('GET', `/cycles/?state=open`)).body.results.find((c: any) => c.cycle === month);
  expect(cycle).toBeDefined();
  return cycle as { id: number; cycle: string };
}

const auditOf = async (subject: string, targetId: number) => {
  const admin = await login(server, 'admin@alvorada.dev');
  const res = await call(server, 'GET', `/api/admin/audit/?subject=${subject}&target_id=${targetId}`, {
    token: admin.accessToken,
  });
  expect(res.status).toBe(200);
  return res.body.results as any[];
};

describe('closing a billing cycle: only an ended month, and UCs without a bill only when confirmed', () => {
  it('refuses to close a month that has not ended, in every language, and changes nothing', async () => {
    const open = await openCycle();
    setToday(`${open.cycle}-28`);
    const from = `${addMonths(open.cycle, 1)}-01`;
    for (const lang of LOCALES) {
      const res = await api('POST', `/cycles/${open.id}/close/`, undefined, { lang });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'cycle_month_not_ended',
        detail: translate('cycle_month_not_ended', lang, { cycle: open.cycle, date: from }),
      });
    }
    expect((await api('GET', `/cycles/${open.id}/`)).body).toMatchObject({ state: 'open', override: null });
    const preview = await api('GET', `/cycles/${open.id}/close-preview/`);
    expect(preview.body).toMatchObject({ closable_from: from, month_ended: false });
  });

  it('lists the UCs under contract missing a bill, refuses the close naming how many, until confirmed', async () => {
    const open = await openCycle();
    setToday(`${addMonths(open.cycle, 1)}-01`);
    const before = (await api('GET', `/cycles/${open.id}/close-preview/`)).body;
    expect(before.month_ended).toBe(true);
    expect(before.missing_bills_count).toBeGreaterThan(3);
    expect(before.missing_bills).toHaveLength(before.missing_bills_count);

    // Bills for three of them: those leave the list.
    const billed = before.missing_bills.slice(0, 3);
    const content = [
      'uc;mes_referencia;consumo_kwh',
      ...billed.map((u: any) => `${u.installation_number};${open.cycle};300`),
    ].join('\n');
    expect((await api('POST', '/bills/import/', { content })).body).toMatchObject({ errors: [] });
    const after = (await api('GET', `/cycles/${open.id}/close-preview/`)).body;
    const missing = before.missing_bills_count - 3;
    expect(after.missing_bills_count).toBe(missing);
    expect(after.missing_bills.map((u: any) => u.unit_id)).not.toContain(billed[0].unit_id);

    for (const lang of LOCALES) {
      const refused = await api('POST', `/cycles/${open.id}/close/`, {}, { lang });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'cycle_missing_bills',
        detail: translate('cycle_missing_bills', lang, { cycle: open.cycle, count: missing }),
      });
    }
    const noReason = await api(
      'POST',
      `/cycles/${open.id}/close/`,
      { override: true, reason: '  ' },
      {
        lang: 'en',
      },
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toEqual(['Give the reason.']);
    expect((await api('GET', `/cycles/${open.id}/`)).body.state).toBe('open');

    const reason = 'Distribuidora atrasou as faturas; fecha-se com o consumo zerado e corrige-se depois.';
    const closed = await jobs.closed(open.id, { override: true, reason });
    expect(closed.override).toMatchObject({
      reason,
      user_id: jobs.userId(),
      unit_ids: after.missing_bills.map((u: any) => u.unit_id).sort((a: number, b: number) => a - b),
    });
    expect(Date.parse(closed.override.at)).not.toBeNaN();

    const [entry] = await auditOf('Credito', open.id);
    expect(entry).toMatchObject({
      action: 'close',
      actor: { id: jobs.userId() },
      before: { cycle: open.cycle, state: 'open' },
      after: { state: 'closing', reason, missing_bill_unit_ids: closed.override.unit_ids },
    });
  });

  it('a month with no UC under contract missing a bill closes without a confirmation, and keeps none', async () => {
    const old = await api('POST', '/cycles/', { cycle: '2001-01' });
    expect(old.status).toBe(201);
    expect((await api('GET', `/cycles/${old.body.id}/close-preview/`)).body).toMatchObject({
      month_ended: true,
      missing_bills_count: 0,
      missing_bills: [],
    });
    expect((await jobs.closed(old.body.id)).override).toBeNull();
  });
});
