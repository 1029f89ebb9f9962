import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, daysInMonth, expectedGeneration, performanceIndex } from '@alvorada/energy';
import { call, login, startServer, type TestServer } from './harness.ts';
import { today } from '../src/modules/energy/clock.ts';

let server: TestServer;
let token: string;
let plant: any;

const api = (path: string, as = token, lang?: string) =>
  call(server, 'GET', `/api/energy${path}`, {
    token: as,
    headers: lang ? { 'accept-language': lang } : {},
  });

/** Every row of a list, page by page. */
async function every(path: string) {
  const rows: any[] = [];
  for (let page = 1; ; page++) {
    const res = await api(`${path}&page_size=100&page=${page}`);
    expect(res.status).toBe(200);
    rows.push(...res.body.results);
    if (!res.body.next) return rows;
  }
}

/** The plant's readings as whole Wh by day. */
const readingsWh = async () =>
  new Map(
    (await every(`/generation/readings/?plant_id=${plant.id}`)).map((r) => [
      r.day as string,
      Math.round(r.energy_kwh * 1000),
    ]),
  );

const modelOf = (p: any) => ({
  dcPowerKwp: p.dc_power_kwp,
  monthlyIrradiation: p.monthly_irradiation,
  performanceRatio: p.performance_ratio,
  annualDegradation: p.annual_degradation,
  injectionStart: p.injection_start,
});

beforeAll(async () => {
  server = await startServer();
  token = (await login(server, 'energia@alvorada.dev')).accessToken;
  const list = await api('/plants/?page_size=5');
  plant = list.body.results[0];
});
afterAll(() => server?.close());

describe('energy: a plant’s generation detail', () => {
  it('sums the plant’s readings per month and per day beside what its model expects', async () => {
    const to = today().slice(0, 7);
    const from = addMonths(to, -2);
    const chosen = addMonths(to, -1);
    const res = await api(
      `/plants/${plant.id}/generation/?from=${from}&to=${to}&day_from=${chosen}-01&day_to=${chosen}-${daysInMonth(chosen)}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = res.body;
    const wh = await readingsWh();
    const model = modelOf(plant);
    const monthWh = (month: string) =>
      [...wh].filter(([day]) => day.startsWith(month)).reduce((s, [, value]) => s + value, 0);

    expect(detail.plant).toMatchObject({ id: plant.id, name: plant.name, regime: plant.regime });
    expect(detail.monthly.map((m: any) => m.month)).toEqual(
      Array.from({ length: 13 }, (_, i) => addMonths(to, i - 12)),
    );
    // The current month is expected only for its days before today, the days that can have been measured.
    const measured = (month: string) => (month === to ? Number(today().slice(8)) - 1 : daysInMonth(month));
    for (const m of detail.monthly) {
      expect(m.generated_kwh, m.month).toBe(Math.round(monthWh(m.month) / 1000));
      expect(m.expected_kwh, m.month).toBe(
        Math.round((expectedGeneration(model, m.month) * measured(m.month)) / daysInMonth(m.month)),
      );
    }
    const period = detail.monthly.slice(-3);
    const generated = period.reduce((s: number, m: any) => s + m.generated_kwh, 0);
    const expected = period.reduce((s: number, m: any) => s + m.expected_kwh, 0);
    expect(generated).toBeGreaterThan(0);
    expect(detail).toMatchObject({ from, to, generated_kwh: generated, expected_kwh: expected });
    expect(detail.performance_index).toBeCloseTo(performanceIndex(generated, expected), 12);
    expect(detail.yield_kwh_kwp).toBeCloseTo(generated / plant.dc_power_kwp, 9);
    const reference = [from, addMonths(from, 1), to].reduce(
      (s, m) => s + plant.monthly_irradiation[Number(m.slice(5)) - 1] * measured(m),
      0,
    );
    expect(detail.performance_ratio).toBeCloseTo(generated / (plant.dc_power_kwp * reference), 9);

    const costs = await every(`/costs/?plant_id=${plant.id}`);
    const spent = costs
      .filter((c: any) => c.month >= from && c.month <= to)
      .reduce((s: number, c: any) => s + c.amount_centavos, 0);
    expect(spent).toBeGreaterThan(0);
    expect(detail.costs.total_centavos).toBe(spent);
    expect(detail.costs.per_kwh).toBeCloseTo(spent / 100 / generated, 12);
    // Revenue per kWh (§3.8): the finance overview's figures for the plant over the same months.
    const finance = (await api(`/summary/finance/?plant_id=${plant.id}&from=${from}&to=${to}`)).body;
    expect(finance.invoiced_centavos).toBeGreaterThan(0);
    expect(detail.costs).toMatchObject({
      invoiced_centavos: finance.invoiced_centavos,
      received_centavos: finance.received_centavos,
      margin_centavos: finance.invoiced_centavos - spent,
    });
    expect(detail.costs.revenue_per_compensated_kwh).toBeCloseTo(finance.revenue_per_compensated_kwh, 12);
    expect(detail.costs.revenue_per_generated_kwh).toBeCloseTo(
      finance.received_centavos / 100 / generated,
      12,
    );

    expect(detail.daily).toHaveLength(daysInMonth(chosen));
    const perDay = expectedGeneration(model, chosen) / daysInMonth(chosen);
    for (const d of detail.daily) {
      expect(d.day.startsWith(chosen)).toBe(true);
      expect(d.generated_kwh, d.day).toBe(wh.has(d.day) ? wh.get(d.day)! / 1000 : null);
      expect(d.expected_kwh).toBeCloseTo(perDay, 9);
    }
    const dailyWh = detail.daily.reduce((s: number, d: any) => s + Math.round(d.generated_kwh * 1000), 0);
    expect(dailyWh).toBe(monthWh(chosen));
  });

  it('covers the 30 days to today by default and refuses a reversed window', async () => {
    const detail = (await api(`/plants/${plant.id}/generation/`)).body;
    expect(detail.day_to).toBe(today());
    expect(detail.daily).toHaveLength(30);
    const reversed = await api(
      `/plants/${plant.id}/generation/?day_from=2026-02-02&day_to=2026-02-01`,
      token,
      'en',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ code: 'days_reversed' });
    expect(reversed.body.fields.day_from).toEqual(['The start day comes after the end day.']);
  });

  it('answers 404 for an unknown plant and 403 to a role without Geração', async () => {
    expect((await api('/plants/999999/generation/')).status).toBe(404);
    const user = (await login(server, 'usuario@alvorada.dev')).accessToken;
    expect((await api(`/plants/${plant.id}/generation/`, user)).status).toBe(403);
  });

  it('shows the costs only to a caller who may read Financeiro', async () => {
    const admin = (await login(server, 'admin@alvorada.dev')).accessToken;
    const roles = await call(server, 'GET', '/api/admin/roles/', { token: admin });
    const usuario = roles.body.results.find((r: { code: string }) => r.code === 'usuario');
    const grant = (rules: unknown[]) =>
      call(server, 'PATCH', `/api/admin/roles/${usuario.id}/`, { token: admin, body: { rules } });
    expect((await grant([...usuario.rules, { action: 'read', subject: 'Geracao' }])).status).toBe(200);
    try {
      const user = (await login(server, 'usuario@alvorada.dev')).accessToken;
      const detail = await api(`/plants/${plant.id}/generation/`, user);
      expect(detail.status).toBe(200);
      expect(detail.body.costs).toBeNull();
      expect(detail.body.generated_kwh).toBeGreaterThan(0);
    } finally {
      await grant(usuario.rules);
    }
  });

  it('lists the plant’s allocation versions, newest cycle first, with each UC’s share and name', async () => {
    const res = await api(`/plants/${plant.id}/allocations/`);
    expect(res.status).toBe(200);
    const versions = await every(`/allocations/?plant_id=${plant.id}`);
    expect(versions.length).toBeGreaterThan(0);
    const cycles = res.body.map((v: any) => v.effective_cycle);
    expect(cycles).toEqual([...cycles].sort().reverse());
    expect(res.body.map((v: any) => v.id).sort()).toEqual(versions.map((v) => v.id).sort());
    const units = new Map((await every('/units/?')).map((u) => [u.id, u.installation_number]));
    for (const version of res.body) {
      const stored = versions.find((v) => v.id === version.id)!;
      expect(version).toMatchObject({ effective_cycle: stored.effective_cycle, status: stored.status });
      expect(version.items.map((i: any) => [i.unit_id, i.percent_ppm])).toEqual(
        stored.items.map((i: any) => [i.unit_id, i.percent_ppm ?? null]),
      );
      for (const item of version.items) {
        expect(item.installation_number).toBe(units.get(item.unit_id));
        expect(item.customer_name).not.toBe('');
      }
    }
    expect((await api('/plants/999999/allocations/')).status).toBe(404);
    const trader = (await login(server, 'trader@alvorada.dev')).accessToken;
    expect((await api(`/plants/${plant.id}/allocations/`, trader)).status).toBe(403);
  });
});
