import { describe, expect, it, onTestFinished } from 'vitest';
import { and, eq, gte, inArray, lte, notInArray, sql, sum } from 'drizzle-orm';
import { addMonths, daysInMonth, expectedGeneration } from '@alvorada/energy';
import { moduleServer } from './module-server.ts';
import { addDays, setToday, today } from '../src/modules/energy/clock.ts';
import { cycleResults, lots, movements, plants } from '../src/modules/energy/schema.ts';

// The overview figures against the same figures computed here from the demo data as seeded.
const energy = moduleServer('energy', 'energia@alvorada.dev');
const { api, everyRow } = energy;
const db = () => energy.server.built.platform.db;

const summaryOf = async (page: string, query: string) => {
  const res = await api('GET', `/summary/${page}/?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** The UCs each plant's rateio versions feed, as the summaries scope a plant. */
async function fedUnits() {
  const fed = new Map<number, Set<number>>();
  for (const plant of (await api('GET', '/plants/?page_size=100')).body.results)
    fed.set(
      plant.id,
      new Set(
        (await everyRow(`/allocations/?plant_id=${plant.id}`)).flatMap((version) =>
          version.items.map((item: { unit_id: number }) => item.unit_id),
        ),
      ),
    );
  return fed;
}

describe('energy figures: finance', () => {
  it("delinquency divides what the period's own invoices owe over 30 days past due by what they invoiced", async () => {
    const lateBefore = addDays(today(), -30);
    const invoices = (await everyRow('/invoices/')).filter((invoice) => invoice.status !== 'CANCELADA');
    const expected = (rows: any[]) => {
      const invoiced = rows.reduce((s, r) => s + r.total_centavos, 0);
      const late = rows
        .filter((r) => r.status === 'VENCIDA' && r.due_date < lateBefore)
        .reduce((s, r) => s + r.total_centavos - r.paid_centavos, 0);
      return invoiced ? late / invoiced : null;
    };
    const cycles = [...new Set(invoices.map((invoice) => invoice.cycle as string))].sort();
    const paidUp: string[] = [];
    for (const cycle of cycles.slice(-14)) {
      const own = invoices.filter((invoice) => invoice.cycle === cycle);
      const summary = await summaryOf('finance', `from=${cycle}&to=${cycle}`);
      expect(summary.delinquency_ratio, cycle).toBeCloseTo(expected(own)!, 12);
      if (own.every((invoice) => invoice.status === 'PAGA')) paidUp.push(cycle);
    }
    // A month whose invoices are all paid has none, however late other months' invoices are.
    expect(paidUp.length).toBeGreaterThan(0);
    for (const cycle of paidUp)
      expect((await summaryOf('finance', `from=${cycle}&to=${cycle}`)).delinquency_ratio).toBe(0);
    const all = await summaryOf('finance', `from=${cycles[0]}&to=${cycles.at(-1)}`);
    expect(all.delinquency_ratio).toBeGreaterThan(0);
    expect(all.delinquency_ratio).toBeCloseTo(expected(invoices)!, 12);

    // Over one plant's UCs, the same rule.
    const [plantId, units] = [...(await fedUnits())][0]!;
    const year = `from=${addMonths(cycles.at(-1)!, -11)}&to=${cycles.at(-1)}`;
    const plantSummary = await summaryOf('finance', `${year}&plant_id=${plantId}`);
    expect(plantSummary.delinquency_ratio).toBeCloseTo(
      expected(invoices.filter((i) => units.has(i.unit_id) && i.cycle >= addMonths(cycles.at(-1)!, -11)))!,
      12,
    );
  });

  it('names apart what was paid on the period’s invoices and what came in during the period', async () => {
    const from = addMonths(today().slice(0, 7), -6);
    const to = addMonths(today().slice(0, 7), -2);
    const summary = await summaryOf('finance', `from=${from}&to=${to}`);
    const invoices = (await everyRow('/invoices/')).filter(
      (i) => i.status !== 'CANCELADA' && i.cycle >= from && i.cycle <= to,
    );
    expect(summary.received_centavos).toBe(invoices.reduce((s, i) => s + i.paid_centavos, 0));
    const payments = (await everyRow('/payments/')).filter(
      (p) => p.credited_on >= `${from}-01` && p.credited_on < `${addMonths(to, 1)}-01`,
    );
    const inPeriod = payments.reduce((s, p) => s + p.amount_centavos, 0);
    expect(summary.received_in_period_centavos).toBe(inPeriod);
    expect(Object.values(summary.payment_mix as Record<string, number>).reduce((s, v) => s + v, 0)).toBe(
      inPeriod,
    );
    // They are two figures: invoices of the period are paid after it, and the period pays earlier ones.
    expect(summary.received_in_period_centavos).not.toBe(summary.received_centavos);
  });

  it("lists the period's overdue invoices of the page's plant or distributor, oldest due date first", async () => {
    const to = today().slice(0, 7);
    const from = addMonths(to, -11);
    const overdue = (await everyRow('/invoices/?status=VENCIDA')).filter(
      (i) => i.cycle >= from && i.cycle <= to,
    );
    expect(overdue.length).toBeGreaterThan(0);
    const listed = async (query: string) => {
      const rows = await everyRow(`/summary/finance/overdue/?${query}`);
      const dues = rows.map((row) => row.due_date);
      expect(dues).toEqual([...dues].sort());
      return rows.map((row) => row.id as number).sort((a, b) => a - b);
    };
    const ids = (rows: any[]) => rows.map((row) => row.id as number).sort((a, b) => a - b);
    expect(await listed(`from=${from}&to=${to}`)).toEqual(ids(overdue));
    let narrower = 0;
    for (const [plantId, units] of await fedUnits()) {
      const mine = overdue.filter((i) => units.has(i.unit_id));
      expect(await listed(`from=${from}&to=${to}&plant_id=${plantId}`), `plant ${plantId}`).toEqual(
        ids(mine),
      );
      if (mine.length < overdue.length) narrower++;
    }
    expect(narrower).toBeGreaterThan(0);
    const { options } = await summaryOf('finance', '');
    for (const distributor of options.distributors) {
      const reached = new Set(
        (await everyRow(`/units/?distributor_id=${distributor.id}`)).map((unit) => unit.id as number),
      );
      expect(
        await listed(`from=${from}&to=${to}&distributor_id=${distributor.id}`),
        distributor.name,
      ).toEqual(ids(overdue.filter((i) => reached.has(i.unit_id))));
    }
    // The rows are the invoices as their own page reads them.
    const [first] = (await api('GET', `/summary/finance/overdue/?from=${from}&to=${to}&page_size=5`)).body
      .results;
    expect(first).toEqual((await api('GET', `/invoices/${first.id}/`)).body);
  });

  it('refuses a reversed period or an unknown order in the reader’s language', async () => {
    const reversed = await api('GET', '/summary/finance/overdue/?from=2025-06&to=2025-01', undefined, {
      lang: 'en',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.code).toBe('period_reversed');
    expect(reversed.body.fields.from).toHaveLength(1);
    const ordering = await api('GET', '/summary/finance/overdue/?ordering=customer_name');
    expect(ordering.status).toBe(400);
    expect(ordering.body.code).toBe('invalid_ordering');
    expect(ordering.body.detail).not.toBe(
      (
        await api('GET', '/summary/finance/overdue/?ordering=customer_name', undefined, {
          lang: 'en',
        })
      ).body.detail,
    );
  });
});

describe('energy figures: credits at the end of the period', () => {
  /** Each UC's balance at the end of `cycle`: the ledger's movements up to it. */
  const balancesAt = async (cycle: string) =>
    new Map(
      (
        await db()
          .select({ unit: lots.unitId, kwh: sum(movements.kwh).mapWith(Number) })
          .from(movements)
          .innerJoin(lots, eq(lots.id, movements.lotId))
          .where(lte(movements.cycle, cycle))
          .groupBy(lots.unitId)
      ).map((row) => [row.unit, row.kwh]),
    );

  it('shows the balance, what was to expire and the surplus UCs of a past period as they stood then', async () => {
    const { latest_closed_cycle: latest } = await summaryOf('credits', '');
    const generating = db().select({ id: plants.generatingUnitId }).from(plants);
    const seen: { balance: number; surplus: number }[] = [];
    for (const to of [addMonths(latest, -12), addMonths(latest, -6), latest]) {
      const from = addMonths(to, -11);
      const summary = await summaryOf('credits', `from=${from}&to=${to}`);
      expect(summary.latest_closed_cycle).toBe(to);
      const balances = await balancesAt(to);
      expect(summary.balance_kwh, to).toBe([...balances.values()].reduce((s, v) => s + v, 0));

      const perLot = await db()
        .select({ expires: lots.expiresAt, kwh: sum(movements.kwh).mapWith(Number) })
        .from(movements)
        .innerJoin(lots, eq(lots.id, movements.lotId))
        .where(lte(movements.cycle, to))
        .groupBy(lots.id, lots.expiresAt);
      expect(summary.expiring_12_months_kwh, to).toBe(
        perLot
          .filter((lot) => lot.expires > to && lot.expires <= addMonths(to, 12))
          .reduce((s, lot) => s + lot.kwh, 0),
      );

      // Superavitária: a beneficiary holding more than 3 months of its mean consumption over the period.
      const means = await db()
        .select({
          unit: cycleResults.unitId,
          mean: sql<number>`floor(sum(${cycleResults.consumptionKwh})::float8 / count(*) + 0.5)`.mapWith(
            Number,
          ),
        })
        .from(cycleResults)
        .where(
          and(
            gte(cycleResults.cycle, from),
            lte(cycleResults.cycle, to),
            notInArray(cycleResults.unitId, generating),
          ),
        )
        .groupBy(cycleResults.unitId);
      const surplus = means.filter((m) => m.mean > 0 && (balances.get(m.unit) ?? 0) > 3 * m.mean);
      expect(summary.surplus_units, to).toBe(surplus.length);
      expect(summary.surplus_kwh, to).toBe(surplus.reduce((s, m) => s + balances.get(m.unit)!, 0));
      const atPlants = await db()
        .select({ kwh: sum(movements.kwh).mapWith(Number) })
        .from(movements)
        .where(and(lte(movements.cycle, to), inArray(movements.unitId, generating)));
      expect(summary.unallocated_kwh, to).toBe(atPlants[0]?.kwh ?? 0);
      seen.push({ balance: summary.balance_kwh, surplus: summary.surplus_kwh });
    }
    expect(new Set(seen.map((s) => s.balance)).size).toBe(seen.length);
    expect(new Set(seen.map((s) => s.surplus)).size).toBeGreaterThan(1);
  });
});

describe('energy figures: generation of a month not yet over', () => {
  it('expects only the days measured, in the KPI, the charts, the alerts and the plant’s figures', async () => {
    const month = today().slice(0, 7);
    setToday(`${month}-11`);
    onTestFinished(() => setToday(null));
    const rows = await db().select().from(plants);
    const partOf = (plant: (typeof rows)[number], m: string) =>
      Math.round((expectedGeneration(plant, m) * 10) / daysInMonth(m));
    const previous = addMonths(month, -1);
    const period = `from=${previous}&to=${addMonths(month, 1)}`;
    const summary = await summaryOf('generation', period);
    const table = await everyRow(`/summary/generation/plants/?${period}`);
    for (const plant of rows) {
      const row = table.find((r) => r.plant_id === plant.id);
      expect(row.expected_kwh, plant.name).toBe(expectedGeneration(plant, previous) + partOf(plant, month));
      expect(row.alerts.includes('PI_BAIXO'), plant.name).toBe(row.performance_index < 0.9);
      const detail = (await api('GET', `/plants/${plant.id}/generation/?from=${month}&to=${month}`)).body;
      expect(detail.expected_kwh).toBe(partOf(plant, month));
      expect(detail.monthly.at(-1)).toMatchObject({ month, expected_kwh: partOf(plant, month) });
      expect(detail.performance_index).toBeCloseTo(detail.generated_kwh / partOf(plant, month), 12);
    }
    const [, current, next] = summary.monthly;
    expect(current.expected_kwh).toBe(rows.reduce((s, p) => s + partOf(p, month), 0));
    // A month still to come has nothing measured and expects nothing.
    expect(next).toMatchObject({ generated_kwh: 0, expected_kwh: 0 });
  });
});

describe('energy figures: rateio shares to 4 decimals', () => {
  it('keeps 33,3333 % + 33,3333 % + 25 % as given, in the version and in the distributor’s form', async () => {
    const plant = (await api('GET', '/plants/?page_size=5&ordering=id')).body.results[0];
    const context = (await api('GET', `/plants/${plant.id}/allocation-context/`)).body;
    const [a, b, c] = context.units;
    const shares = [333_333, 333_333, 250_000];
    const res = await api('POST', '/allocations/', {
      plant_id: plant.id,
      effective_cycle: addMonths(context.last_closed_cycle, 2),
      status: 'RASCUNHO',
      items: [a, b, c].map((unit, i) => ({ unit_id: unit.id, percent_ppm: shares[i] })),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    onTestFinished(async () => {
      expect((await api('DELETE', `/allocations/${res.body.id}/`)).status).toBe(204);
    });
    expect(res.body.items.map((item: any) => item.percent_ppm)).toEqual(shares);
    const versions = (await api('GET', `/plants/${plant.id}/allocations/`)).body;
    expect(versions.find((v: any) => v.id === res.body.id).items.map((i: any) => i.percent_ppm)).toEqual(
      shares,
    );
    const form = await api('GET', `/allocations/${res.body.id}/distributor-form/?format=csv`);
    expect(form.status).toBe(200);
    const lines = (form.body as string).trim().split('\r\n').slice(1);
    expect(lines.map((line) => line.split(';').at(-1))).toEqual(['33,3333', '33,3333', '25']);

    // A demo version's 4-decimal shares are taken back as they are.
    const demo = versions.find((v: any) => v.status === 'VIGENTE');
    expect(demo.items.some((item: any) => item.percent_ppm % 100 !== 0)).toBe(true);
    const again = await api('POST', '/allocations/', {
      plant_id: plant.id,
      effective_cycle: addMonths(context.last_closed_cycle, 3),
      status: 'RASCUNHO',
      items: demo.items.map((item: any) => ({ unit_id: item.unit_id, percent_ppm: item.percent_ppm })),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    onTestFinished(async () => {
      expect((await api('DELETE', `/allocations/${again.body.id}/`)).status).toBe(204);
    });
    expect(again.body.items.map((item: any) => item.percent_ppm)).toEqual(
      demo.items.map((item: any) => item.percent_ppm),
    );
  });

  it('still refuses shares over 100 % or not whole ppm, and writes nothing', async () => {
    const plant = (await api('GET', '/plants/?page_size=5&ordering=id')).body.results[0];
    const context = (await api('GET', `/plants/${plant.id}/allocation-context/`)).body;
    const before = (await api('GET', `/allocations/?plant_id=${plant.id}`)).body.count;
    const [a, b] = context.units;
    const over = await api(
      'POST',
      '/allocations/',
      {
        plant_id: plant.id,
        effective_cycle: addMonths(context.last_closed_cycle, 2),
        items: [
          { unit_id: a.id, percent_ppm: 600_001 },
          { unit_id: b.id, percent_ppm: 400_000 },
        ],
      },
      { lang: 'fr' },
    );
    expect(over.status).toBe(400);
    expect(over.body.fields.items).toHaveLength(1);
    const fraction = await api('POST', '/allocations/', {
      plant_id: plant.id,
      effective_cycle: addMonths(context.last_closed_cycle, 2),
      items: [{ unit_id: a.id, percent_ppm: 1.5 }],
    });
    expect(fraction.status).toBe(400);
    expect((await api('GET', `/allocations/?plant_id=${plant.id}`)).body.count).toBe(before);
  });
});

describe('energy figures: rebalancing suggestion', () => {
  it("shares a plant's measured excedente among its UCs' needs, in 4-decimal shares that add up, and its draft saves", async () => {
    const plant = (await api('GET', '/plants/?page_size=5&ordering=id')).body.results[0];
    const res = await api('GET', `/plants/${plant.id}/rebalancing/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body;
    const base = (await api('GET', `/plants/${plant.id}/allocations/`)).body.find(
      (v: any) => v.status === 'VIGENTE',
    );
    expect(s.base_version).toBe(base.version);
    expect(s.items.map((i: any) => [i.unit_id, i.current_ppm])).toEqual(
      base.items.map((i: any) => [i.unit_id, i.percent_ppm]),
    );
    // Means over the closed cycles measured, as the ledger holds them.
    const measured = await db()
      .select({
        unitId: cycleResults.unitId,
        n: sql<number>`count(*)::int`,
        kwh: sum(cycleResults.consumptionKwh),
      })
      .from(cycleResults)
      .where(
        and(
          inArray(
            cycleResults.unitId,
            s.items.map((i: any) => i.unit_id),
          ),
          gte(cycleResults.cycle, s.from),
          lte(cycleResults.cycle, s.to),
        ),
      )
      .groupBy(cycleResults.unitId);
    for (const row of measured)
      expect(s.items.find((i: any) => i.unit_id === row.unitId).mean_consumption_kwh).toBe(
        Math.round(Number(row.kwh) / row.n),
      );
    expect(s.excedente_kwh).toBeGreaterThan(0);
    const base100 = Math.max(s.excedente_kwh, s.needed_kwh);
    for (const item of s.items) {
      const beyond = Math.max(0, item.balance_kwh - 3 * item.mean_consumption_kwh);
      expect(item.target_kwh).toBe(Math.max(0, item.mean_consumption_kwh - Math.ceil(beyond / 12)));
      expect(Math.abs(item.proposed_ppm - (item.target_kwh * 1e6) / base100)).toBeLessThan(1);
      expect(item.reason === null).toBe(item.proposed_ppm > 0);
    }
    const total = s.items.reduce((sum: number, i: any) => sum + i.proposed_ppm, 0);
    expect(total + s.generator_ppm).toBe(1_000_000);
    if (s.needed_kwh >= s.excedente_kwh) expect(s.generator_ppm).toBe(0);
    expect(s.items.reduce((sum: number, i: any) => sum + i.preview_kwh, 0) + s.generator_kwh).toBe(
      s.excedente_kwh,
    );

    const draft = await api('POST', '/allocations/', {
      plant_id: plant.id,
      effective_cycle: addMonths(s.to, 2),
      status: 'RASCUNHO',
      items: s.items
        .filter((i: any) => i.proposed_ppm > 0)
        .map((i: any) => ({ unit_id: i.unit_id, percent_ppm: i.proposed_ppm })),
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect((await api('DELETE', `/allocations/${draft.body.id}/`)).status).toBe(204);
    expect((await api('GET', '/plants/999999/rebalancing/')).status).toBe(404);
  });
});
