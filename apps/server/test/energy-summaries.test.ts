import { describe, expect, it, onTestFinished } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addMonths, lateCharges, plantRegimes } from '@alvorada/energy';
import { call } from './harness.ts';
import { moduleServer } from './module-server.ts';
import { customers, lots } from '../src/modules/energy/schema.ts';
import { standingScopes } from '../src/modules/energy/standing-schema.ts';

// These cases read the demo data as seeded, and put back whatever they change.
const energy = moduleServer('energy', 'energia@alvorada.dev');
const { api, everyRow } = energy;

/** Lower case without accents, as the lists search and sort. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('energy: invoice status', () => {
  const everyInvoice = (query = '') => everyRow(`/invoices/${query}`);

  it('filters by the status the list shows: VENCIDA finds the overdue invoices, EMITIDA the others', async () => {
    const all = await everyInvoice();
    const overdue = all.filter((invoice) => invoice.status === 'VENCIDA');
    expect(overdue.length).toBeGreaterThan(0);
    expect((await api('GET', '/invoices/?status=VENCIDA&page_size=5')).body.count).toBe(overdue.length);
    expect((await everyInvoice('?status=VENCIDA')).map((invoice) => invoice.id)).toEqual(
      overdue.map((invoice) => invoice.id),
    );
    const issued = await everyInvoice('?status=EMITIDA');
    expect(issued.map((invoice) => invoice.id)).toEqual(
      all.filter((invoice) => invoice.status === 'EMITIDA').map((invoice) => invoice.id),
    );
  });
});

describe('energy: summaries apply their filters', () => {
  const NOBODY = 999_999;

  it('finance counts only the invoices, payments and costs of the chosen distributor or plant', async () => {
    const all = (await api('GET', '/summary/finance/?from=2020-01')).body;
    expect(all.invoiced_centavos).toBeGreaterThan(0);
    const none = (await api('GET', `/summary/finance/?from=2020-01&distributor_id=${NOBODY}`)).body;
    expect(none).toMatchObject({ invoiced_centavos: 0, received_centavos: 0, receivable_centavos: 0 });
    expect(none.payment_mix).toEqual({});
    expect(none.monthly).toEqual([]);

    // Each plant's figures are those of the invoices of the UCs its rateio feeds; each distributor's, of its UCs.
    const invoices = (await everyRow('/invoices/')).filter(
      (invoice) => invoice.cycle >= all.from && invoice.cycle <= all.to && invoice.status !== 'CANCELADA',
    );
    const sumOver = (units: Set<number>) => {
      const mine = invoices.filter((invoice) => units.has(invoice.unit_id));
      return {
        invoiced_centavos: mine.reduce((total, invoice) => total + invoice.total_centavos, 0),
        received_centavos: mine.reduce((total, invoice) => total + invoice.paid_centavos, 0),
      };
    };
    const plants = (await api('GET', '/plants/?page_size=100')).body.results;
    const perPlant: number[] = [];
    for (const plant of plants) {
      const fed = new Set(
        (await everyRow(`/allocations/?plant_id=${plant.id}`)).flatMap((version) =>
          version.items.map((item: { unit_id: number }) => item.unit_id),
        ),
      );
      const summary = (await api('GET', `/summary/finance/?from=2020-01&plant_id=${plant.id}`)).body;
      expect(summary, plant.name).toMatchObject(sumOver(fed));
      perPlant.push(summary.invoiced_centavos);
    }
    expect(perPlant.some((invoiced) => invoiced > 0 && invoiced < all.invoiced_centavos)).toBe(true);
    for (const distributor of all.options.distributors) {
      const reached = new Set(
        (await everyRow(`/units/?distributor_id=${distributor.id}`)).map((unit) => unit.id as number),
      );
      const summary = (await api('GET', `/summary/finance/?from=2020-01&distributor_id=${distributor.id}`))
        .body;
      expect(summary, distributor.name).toMatchObject(sumOver(reached));
    }
    // The page's filters offer every plant, with its city and UF to tell two of one name apart, and distributor.
    expect(all.options.plants.map((p: any) => p.id).sort()).toEqual(plants.map((p: any) => p.id).sort());
    expect(all.options.plants).toContainEqual({
      id: expect.any(Number),
      name: 'Usina Solar Guaíba',
      city: 'Porto Alegre',
      uf: 'RS',
    });
    expect(all.options.distributors.length).toBeGreaterThan(0);
  });

  it('credits count only the lots of the chosen plant or distributor', async () => {
    const plants = (await api('GET', '/plants/?page_size=100')).body.results;
    // The demo's active lots all expire more than a year ahead: a lot expiring on the 3-month boundary is added.
    const { latest_closed_cycle } = (await api('GET', '/summary/credits/')).body;
    const [unit] = (await api('GET', '/units/?page_size=5')).body.results;
    const db = energy.server.built.platform.db;
    const soon: typeof lots.$inferInsert = {
      id: 'expiring-soon',
      unitId: unit.id,
      plantId: plants[0].id,
      regime: plants[0].regime,
      originCycle: addMonths(latest_closed_cycle, -58),
      initialKwh: 500,
      balanceKwh: 123,
      expiresAt: addMonths(latest_closed_cycle, 3),
      status: 'ATIVO',
    };
    await db.insert(lots).values(soon);
    onTestFinished(() =>
      db
        .delete(lots)
        .where(eq(lots.id, soon.id))
        .then(() => undefined),
    );
    let expiringSeen = 0;
    for (const plant of plants) {
      const lots = await everyRow(`/credits/lots/?plant_id=${plant.id}&status=ATIVO`);
      const summary = (await api('GET', `/summary/credits/?plant_id=${plant.id}`)).body;
      expect(summary.balance_kwh, plant.name).toBe(
        lots.reduce((total: number, lot: any) => total + lot.balance_kwh, 0),
      );
      const closed: string = summary.latest_closed_cycle;
      for (const months of [3, 6, 12]) {
        const expiring = lots.filter(
          (lot: any) => lot.expires_at > closed && lot.expires_at <= addMonths(closed, months),
        );
        expect(summary[`expiring_${months}_months_kwh`], `${plant.name}, ${months} months`).toBe(
          expiring.reduce((total: number, lot: any) => total + lot.balance_kwh, 0),
        );
      }
      expect(summary.balance_by_vintage.reduce((total: number, v: { kwh: number }) => total + v.kwh, 0)).toBe(
        summary.balance_kwh,
      );
      expiringSeen += summary.expiring_12_months_kwh;
    }
    expect(expiringSeen).toBeGreaterThanOrEqual(soon.balanceKwh);
    const none = (await api('GET', `/summary/credits/?distributor_id=${NOBODY}`)).body;
    expect(none).toMatchObject({ balance_kwh: 0, expiring_12_months_kwh: 0, expired_in_year_kwh: 0 });
    expect(none.monthly).toEqual([]);
  });

  it('prosumers count only the units of the chosen distributor', async () => {
    expect((await api('GET', '/summary/prosumers/')).body.active_units).toBeGreaterThan(0);
    const none = (await api('GET', `/summary/prosumers/?distributor_id=${NOBODY}`)).body;
    expect(none).toMatchObject({ active_units: 0, active_customers: 0, savings_centavos: 0 });
  });

  it('generation and prosumers for one plant show that plant and the UCs its rateio feeds', async () => {
    const plants = (await api('GET', '/plants/?page_size=100')).body.results;
    expect(plants.length).toBeGreaterThan(1);
    for (const plant of plants) {
      const generation = await everyRow(`/summary/generation/plants/?plant_id=${plant.id}`);
      expect(generation.map((row: any) => row.plant_id)).toEqual([plant.id]);
      const fed = new Set<number>(
        (await everyRow(`/allocations/?plant_id=${plant.id}`)).flatMap((version) =>
          version.items.map((item: { unit_id: number }) => item.unit_id),
        ),
      );
      const prosumers = await everyRow(`/summary/prosumers/units/?plant_id=${plant.id}`);
      expect(prosumers.map((row: any) => row.unit_id).sort(), plant.name).toEqual([...fed].sort());
    }
  });

  it('documents only the filters each summary applies', async () => {
    const doc = (await call(energy.server, 'GET', '/api/docs/openapi.json')).body;
    const filters = (page: string) =>
      (doc.paths[`/api/energy/summary/${page}/`].get.parameters ?? [])
        .filter((parameter: { in: string }) => parameter.in === 'query')
        .map((parameter: { name: string }) => parameter.name)
        .sort();
    for (const page of ['generation', 'prosumers', 'credits', 'finance'])
      expect(filters(page), page).toEqual(['distributor_id', 'from', 'plant_id', 'to']);
    // The reports page counts the operator's reports as a whole: it offers no filter.
    expect(filters('reports')).toEqual([]);
    const whole = (await api('GET', '/summary/reports/')).body;
    expect(whole.options.plants.length).toBeGreaterThan(0);
  });

  it('refuses a reversed or over-long period with a translated 400 instead of cutting it', async () => {
    const long = await api('GET', '/summary/generation/?from=2000-01&to=2026-10', undefined, { lang: 'en' });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      code: 'period_too_long',
      detail: 'Choose a period of at most 120 months.',
    });
    const reversed = await api('GET', '/summary/finance/?from=2026-05&to=2026-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({
      code: 'period_reversed',
      fields: { from: ['O mês inicial vem depois do mês final.'] },
    });
    expect((await api('GET', '/summary/generation/?from=2016-11&to=2026-10')).status).toBe(200);
  });
});

describe('energy: over-allocation in the credits and prosumers summaries', () => {
  /** Each UC's active balance and its cycles in the summary's period, read from the ledger and result lists. */
  async function ledger(from: string, to: string) {
    const balance = new Map<number, number>();
    for (const lot of await everyRow('/credits/lots/?status=ATIVO'))
      balance.set(lot.unit_id, (balance.get(lot.unit_id) ?? 0) + lot.balance_kwh);
    const results = new Map<number, any[]>();
    for (const result of await everyRow('/credits/results/'))
      if (result.cycle >= from && result.cycle <= to)
        results.set(result.unit_id, [...(results.get(result.unit_id) ?? []), result]);
    const generating = new Set((await everyRow('/plants/')).map((plant: any) => plant.generating_unit_id));
    const total = (rows: any[], key: string) => rows.reduce((s, r) => s + r[key], 0);
    return { balance, results, generating, total };
  }

  it('credits list exactly the UCs holding more than 3 months of their consumption, with a share using it up', async () => {
    const summary = (await api('GET', '/summary/credits/')).body;
    const rebalancing = await everyRow('/summary/credits/rebalancing/');
    const { balance, results, generating, total } = await ledger(summary.from, summary.to);
    const surplus: number[] = [];
    let deficit = 0;
    for (const [unitId, rows] of results) {
      if (generating.has(unitId)) continue;
      const consumption = Math.round(total(rows, 'consumption_kwh') / rows.length);
      const received = Math.round(total(rows, 'allocated_kwh') / rows.length);
      const held = balance.get(unitId) ?? 0;
      if (consumption > 0 && held > 3 * consumption) surplus.push(unitId);
      else if (received < consumption && held < consumption) deficit += 1;
    }
    // The demo sizes the rateio on expected generation, so its beneficiaries bank more than they use.
    expect(surplus.length).toBeGreaterThan(0);
    expect(summary.surplus_units).toBe(surplus.length);
    expect(summary.deficit_units).toBe(deficit);
    expect(rebalancing.map((row: any) => row.unit_id).sort()).toEqual(surplus.sort());
    const months = rebalancing.map((row: any) => row.months_of_cover);
    expect(months).toEqual([...months].sort((a, b) => b - a));
    for (const row of rebalancing) {
      expect(row.balance_kwh, row.installation_number).toBe(balance.get(row.unit_id));
      expect(row.balance_kwh).toBeGreaterThan(3 * row.mean_consumption_kwh);
      expect(row.months_of_cover).toBeCloseTo(row.balance_kwh / row.mean_consumption_kwh, 9);
      expect(row.installation_number).not.toBe('');
    }
    // Their proposed shares are the rateio page's suggestion (energy-credit-proposals.test.ts).
    expect(summary.surplus_kwh).toBe(total(rebalancing, 'balance_kwh'));
    expect(summary.unallocated_kwh).toBe([...generating].reduce((s, u) => s + (balance.get(u) ?? 0), 0));
    expect(summary.expired_in_period_kwh).toBe(total(summary.monthly, 'expired_kwh'));
  });

  it('prosumers show each beneficiary UC with its coverage and balance; the generating UCs stay out', async () => {
    const summary = (await api('GET', '/summary/prosumers/')).body;
    const table = await everyRow('/summary/prosumers/units/');
    const { balance, results, generating, total } = await ledger(summary.from, summary.to);
    const units = (await everyRow('/units/')).filter((unit: any) => !generating.has(unit.id));
    expect(table.map((row: any) => row.unit_id).sort()).toEqual(units.map((u: any) => u.id).sort());
    expect(summary.beneficiary_units).toBe(units.length);
    let consumed = 0;
    let received = 0;
    for (const row of table) {
      const rows = results.get(row.unit_id) ?? [];
      consumed += total(rows, 'consumption_kwh');
      received += total(rows, 'allocated_kwh');
      expect(row.balance_kwh, row.installation_number).toBe(balance.get(row.unit_id) ?? 0);
      expect(row.document).toMatch(/^\d{3}\*+\d{2}$/);
      if (rows.length === 0) continue;
      expect(row.mean_consumption_kwh).toBe(Math.round(total(rows, 'consumption_kwh') / rows.length));
      expect(row.coverage).toBeCloseTo(total(rows, 'allocated_kwh') / total(rows, 'consumption_kwh'), 9);
      expect(row.alerts.includes('SOBREALOCADA')).toBe(row.coverage > 1.2);
    }
    expect(summary.coverage).toBeCloseTo(received / consumed, 9);
    expect(table.some((row: any) => row.alerts.includes('SOBREALOCADA'))).toBe(true);
    // The summary counts the alerts the table carries, and names the first UCs of each.
    for (const line of summary.alerts) {
      const flagged = table.filter((row: any) => row.alerts.includes(line.alert));
      expect(line.units, line.alert).toBe(flagged.length);
      const filtered = await everyRow(`/summary/prosumers/units/?alert=${line.alert}`);
      expect(filtered.map((row: any) => row.unit_id)).toEqual(flagged.map((row: any) => row.unit_id));
      expect(line.examples.map((e: any) => e.unit_id)).toEqual(
        filtered.slice(0, 3).map((r: any) => r.unit_id),
      );
    }
    expect(summary.out_of_band_units).toBe(
      table.filter((row: any) => row.coverage !== null && (row.coverage > 1.2 || row.coverage < 0.8)).length,
    );
    const plotted = table.filter((row: any) => row.mean_consumption_kwh !== null);
    expect(summary.coverage_points_total).toBe(plotted.length);
    expect(summary.coverage_points.map((p: any) => p.unit_id).sort()).toEqual(
      plotted.map((row: any) => row.unit_id).sort(),
    );
  });

  it('pages, searches and orders the UCs of the prosumers table on the server', async () => {
    const all = await everyRow('/summary/prosumers/units/?ordering=-balance_kwh');
    const balances = all.map((row: any) => row.balance_kwh);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const first = (await api('GET', '/summary/prosumers/units/?page_size=5&ordering=-balance_kwh')).body;
    expect(first.count).toBe(all.length);
    expect(first.results).toEqual(all.slice(0, 5));
    expect(first.next).toContain('page=2');
    // Search ignores case and accents, in the customer's name and the installation number.
    const someone = all.find((row: any) => /[áéíóúãõç]/i.test(row.customer_name)) ?? all[0];
    const word = fold(someone.customer_name).split(' ')[0]!;
    const found = await everyRow(
      `/summary/prosumers/units/?search=${encodeURIComponent(word.toUpperCase())}`,
    );
    expect(found.map((row: any) => row.unit_id)).toContain(someone.unit_id);
    for (const row of found)
      expect(fold(row.customer_name).includes(word) || fold(row.plant_name ?? '').includes(word)).toBe(true);
    const byNumber = await everyRow(`/summary/prosumers/units/?search=${someone.installation_number}`);
    expect(byNumber.map((row: any) => row.unit_id)).toContain(someone.unit_id);
    const unknown = await api('GET', '/summary/prosumers/units/?ordering=document', undefined, {
      lang: 'en',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('invalid_ordering');
    const names = (await everyRow('/summary/credits/rebalancing/?ordering=customer_name')).map(
      (row: any) => row.customer_name,
    );
    // Names sort as the SQL lists sort them: without case and accents.
    const folded = names.map((name: string) => fold(name));
    expect(folded).toEqual([...folded].sort());
    expect(names.every((name: string) => name !== '')).toBe(true);
  });

  it('computes the standing of the UCs once, and again after any write to what it is made of', async () => {
    const db = energy.server.built.platform.db;
    const stored = async () => (await db.select({ id: standingScopes.id }).from(standingScopes)).length;
    const [unit] = (await api('GET', '/summary/prosumers/units/?page_size=5')).body.results;
    const before = await stored();
    await api('GET', '/summary/prosumers/');
    await api('GET', '/summary/prosumers/units/?page_size=5&ordering=-balance_kwh');
    expect(await stored()).toBe(before);
    // Written behind the services' backs: the database itself marks the change.
    const renamed = `${unit.customer_name} Renomeada`;
    await db.update(customers).set({ name: renamed }).where(eq(customers.id, unit.customer_id));
    onTestFinished(async () => {
      await db.update(customers).set({ name: unit.customer_name }).where(eq(customers.id, unit.customer_id));
    });
    const found = (await api('GET', '/summary/prosumers/units/?search=renomeada')).body.results;
    expect(found.map((row: any) => [row.unit_id, row.customer_name])).toContainEqual([unit.unit_id, renamed]);
    const [lot] = await db
      .select()
      .from(lots)
      .where(and(eq(lots.unitId, unit.unit_id), eq(lots.status, 'ATIVO')));
    if (lot) {
      await db
        .update(lots)
        .set({ balanceKwh: lot.balanceKwh + 1000 })
        .where(eq(lots.id, lot.id));
      onTestFinished(async () => {
        await db.update(lots).set({ balanceKwh: lot.balanceKwh }).where(eq(lots.id, lot.id));
      });
      const [row] = (await api('GET', '/summary/prosumers/units/?search=renomeada')).body.results;
      expect(row.balance_kwh).toBe(unit.balance_kwh + 1000);
    }
  });
});

describe('energy: the demo data is plausible', () => {
  it('stores each demo plant with the regime the rules give it', async () => {
    const plants = await everyRow('/plants/');
    const demo = plants.filter((plant: any) => plant.name.startsWith('Usina Solar'));
    expect(demo.length).toBe(4);
    for (const plant of demo) {
      const { regime } = plantRegimes({
        dcPowerKwp: plant.dc_power_kwp,
        acPowerKw: plant.ac_power_kw,
        dispatchable: plant.dispatchable,
        accessRequestDate: plant.access_request_date,
        modality: plant.modality,
      });
      expect(plant.regime, plant.name).toBe(regime);
    }
  });

  it('has no credit lot older than the plant that generated it, nor of another regime', async () => {
    const plants = new Map((await everyRow('/plants/')).map((plant: any) => [plant.id, plant]));
    const lots = await everyRow('/credits/lots/');
    expect(lots.length).toBeGreaterThan(0);
    for (const lot of lots) {
      const plant = plants.get(lot.plant_id);
      expect(lot.origin_cycle >= plant.injection_start.slice(0, 7), lot.id).toBe(true);
      expect(lot.regime, lot.id).toBe(plant.regime);
    }
  });

  it('charges the 2 % fine and pro-rata interest on every late payment', async () => {
    const invoices = new Map((await everyRow('/invoices/')).map((invoice: any) => [invoice.id, invoice]));
    const payments = await everyRow('/payments/');
    const late = payments.filter(
      (payment: any) => payment.credited_on > invoices.get(payment.invoice_id).due_date,
    );
    expect(late.length).toBeGreaterThan(0);
    for (const payment of payments) {
      const invoice = invoices.get(payment.invoice_id);
      const charges = lateCharges(invoice.amount_centavos, invoice.due_date, payment.credited_on);
      expect(payment.late_charges_centavos, String(payment.id)).toBe(
        charges.fineCentavos + charges.interestCentavos,
      );
    }
  });
});
