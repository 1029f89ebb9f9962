import { and, count, eq, gte, inArray, lt, lte, max, sql, sum, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  addMonths,
  agingSummary,
  expectedGeneration,
  performanceIndex,
  specificYield,
} from '@alvorada/energy';
import {
  ALERT_EXAMPLES,
  COVERAGE_BAND,
  COVERAGE_POINTS_MAX,
  SURPLUS_MONTHS,
  UNIT_ALERTS,
  type CreditSummary,
  type ProsumerSummary,
  type ProsumerUnitQuery,
  type ProsumerUnitRow,
  type RebalancingQuery,
  type RebalancingRow,
} from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { computedPage, orderRows, type ComputedListSpec } from '../../platform/db/computed-list.ts';
import {
  allocationVersions,
  bills,
  customers,
  distributors,
  cycleResults,
  cycles,
  invoices,
  lots,
  movements,
  payments,
  plantCosts,
  plants,
  readings,
  units,
} from './schema.ts';
import { addDays, today } from './clock.ts';
import { maskDocument } from './document-mask.ts';
import { invoiceTotal } from './invoice-total.ts';

export interface Period {
  from?: string;
  to?: string;
  plant_id?: number;
  distributor_id?: number;
}

const num = (value: unknown) => Number(value ?? 0);

/** The longest period a summary covers, in months (ten years of monthly series). */
export const MAX_PERIOD_MONTHS = 120;

/** The months of a period: the last twelve by default; a reversed or over-long period is refused. */
export function monthsOf(period: Pick<Period, 'from' | 'to'>) {
  const to = period.to ?? today().slice(0, 7);
  const from = period.from ?? addMonths(to, -11);
  if (from > to) throw new AppError(400, 'period_reversed', { fields: { from: ['period_reversed'] } });
  const months: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) {
    if (months.length === MAX_PERIOD_MONTHS)
      throw new AppError(400, 'period_too_long', {
        fields: { from: ['period_too_long'] },
        params: { months: MAX_PERIOD_MONTHS },
      });
    months.push(m);
  }
  return { from, to, months };
}

/** Units the filters reach: the distributor's, and those a plant's allocation versions feed. */
export function unitScope(column: SQLWrapper, period: Period): SQL | undefined {
  return and(
    period.distributor_id
      ? inArray(
          column,
          sql`(select ${units.id} from ${units} where ${units.distributorId} = ${period.distributor_id})`,
        )
      : undefined,
    period.plant_id
      ? inArray(
          column,
          sql`(select (item ->> 'unit_id')::int from ${allocationVersions},
            jsonb_array_elements(${allocationVersions.items}) item
            where ${allocationVersions.plantId} = ${period.plant_id})`,
        )
      : undefined,
  );
}

/** The apurações of the cycles `from`..`to` of the units the filters reach. */
const resultsWithin = (period: Period, from: string, to: string) =>
  and(gte(cycleResults.cycle, from), lte(cycleResults.cycle, to), unitScope(cycleResults.unitId, period));

/** Plants the filters reach: the plant itself, or the distributor's plants. */
function plantScope(column: SQLWrapper, period: Period): SQL | undefined {
  return and(
    period.plant_id ? eq(column, period.plant_id) : undefined,
    period.distributor_id
      ? inArray(
          column,
          sql`(select ${plants.id} from ${plants} where ${plants.distributorId} = ${period.distributor_id})`,
        )
      : undefined,
  );
}

/** Shares are rounded down to 2 decimals of a percent, the precision distributors accept (§3.7). */
const roundShareDown = (ppm: number) => Math.floor(ppm / 100) * 100;

/**
 * The share that has a superavitária UC receive its mean consumption less a twelfth of what it holds beyond
 * 3 months, so the excess is used within a year; never more than today's share (a bank already shrinking keeps
 * it), rounded down.
 */
export function proposedShare(ppm: number, consumption: number, received: number, balance: number) {
  if (received <= 0) return ppm;
  const target = Math.max(0, consumption - (balance - SURPLUS_MONTHS * consumption) / 12);
  return Math.min(ppm, roundShareDown((ppm * target) / received));
}

const byName = <Row extends ProsumerUnitRow | RebalancingRow>() => ({
  searchIn: (row: Row) => [row.customer_name, row.installation_number, row.plant_name ?? ''],
  key: (row: Row) => row.unit_id,
  ordering: {
    customer_name: (row: Row) => row.customer_name,
    installation_number: (row: Row) => row.installation_number,
    plant_name: (row: Row) => row.plant_name,
    percent_ppm: (row: Row) => row.percent_ppm,
    balance_kwh: (row: Row) => row.balance_kwh,
    mean_consumption_kwh: (row: Row) => row.mean_consumption_kwh,
  },
});

const PROSUMER_UNIT_LIST: ComputedListSpec<ProsumerUnitRow> = {
  ...byName<ProsumerUnitRow>(),
  ordering: {
    ...byName<ProsumerUnitRow>().ordering,
    coverage: (row) => row.coverage,
    compensated_kwh: (row) => row.compensated_kwh,
    financial: (row) => row.financial,
    status: (row) => row.status,
  },
  defaultOrdering: 'customer_name',
};

const REBALANCING_LIST: ComputedListSpec<RebalancingRow> = {
  ...byName<RebalancingRow>(),
  ordering: {
    ...byName<RebalancingRow>().ordering,
    mean_received_kwh: (row) => row.mean_received_kwh,
    months_of_cover: (row) => row.months_of_cover,
    proposed_ppm: (row) => row.proposed_ppm,
  },
  defaultOrdering: '-months_of_cover',
};

/**
 * The `max` beneficiaries farthest from receiving what they consume (all when there are fewer), in their
 * order: those are the points the coverage chart is for. A native numeric sort of the misfits finds the
 * threshold; sorting 100,000 objects through a comparison would cost ten times more.
 */
function farthestFromFit<Point extends { mean_consumption_kwh: number; mean_received_kwh: number }>(
  points: Point[],
  max: number,
): Point[] {
  if (points.length <= max) return points;
  const misfits = Float64Array.from(points, (p) =>
    Math.abs(Math.log((p.mean_received_kwh + 1) / (p.mean_consumption_kwh + 1))),
  );
  const threshold = misfits.toSorted()[points.length - max]!;
  let atThreshold = max - misfits.filter((m) => m > threshold).length;
  return points.filter((_, i) => misfits[i]! > threshold || (misfits[i] === threshold && atThreshold-- > 0));
}

/** The plants whose UCs have a proposed share other than today's, in name order, with how many of them. */
function rebalancingPlants(rows: RebalancingRow[]) {
  const plants = new Map<number, { plant_id: number; plant_name: string; units: number }>();
  for (const row of rows) {
    if (row.plant_id === null || row.proposed_ppm === null || row.proposed_ppm === row.percent_ppm) continue;
    const plant = plants.get(row.plant_id) ?? {
      plant_id: row.plant_id,
      plant_name: row.plant_name ?? '',
      units: 0,
    };
    plant.units += 1;
    plants.set(row.plant_id, plant);
  }
  return [...plants.values()].sort((a, b) => a.plant_name.localeCompare(b.plant_name, 'pt-BR'));
}

/** KPIs, series and tables of the five overview pages (energy.md §5), computed from stored data. */
export function createSummaryService(db: Db) {
  /** The latest closed cycle, up to the period's end when it has one. */
  async function latestClosedCycle(period: Period) {
    const [latest] = await db
      .select({ cycle: max(cycles.cycle) })
      .from(cycles)
      .where(and(eq(cycles.state, 'closed'), period.to ? lte(cycles.cycle, period.to) : undefined));
    return latest?.cycle ?? null;
  }

  /**
   * Per UC over the cycles `from`..`to`: cycles closed, mean consumption and mean energy received, what it
   * compensated in `latest`, and its active credit balance (lots in `lotScope`). Generating UCs are apart:
   * their balance is the excedente no beneficiary was given.
   */
  async function unitFigures(
    period: Period,
    from: string,
    to: string,
    latest: string | null,
    lotScope?: SQL,
  ) {
    const results = await db
      .select({
        unitId: cycleResults.unitId,
        cycles: count(),
        consumption: sum(cycleResults.consumptionKwh),
        allocated: sum(cycleResults.allocatedKwh),
        compensatedLatest: sql<string>`sum(${cycleResults.compensatedKwh}) filter (where ${cycleResults.cycle} = ${latest ?? ''})`,
      })
      .from(cycleResults)
      .where(resultsWithin(period, from, to))
      .groupBy(cycleResults.unitId);
    const balances = await db
      .select({ unitId: lots.unitId, kwh: sum(lots.balanceKwh) })
      .from(lots)
      .where(and(eq(lots.status, 'ATIVO'), lotScope))
      .groupBy(lots.unitId);
    const plantRows = await db
      .select({ id: plants.id, name: plants.name, generatingUnitId: plants.generatingUnitId })
      .from(plants)
      .orderBy(plants.name);
    const current = await db
      .select({ plantId: allocationVersions.plantId, items: allocationVersions.items })
      .from(allocationVersions)
      .where(eq(allocationVersions.status, 'VIGENTE'));
    const share = new Map<number, { plantId: number; ppm: number | null }>();
    for (const version of current)
      for (const item of version.items)
        share.set(item.unit_id, { plantId: version.plantId, ppm: item.percent_ppm ?? null });
    const balance = new Map(balances.map((b) => [b.unitId, num(b.kwh)]));
    const generating = new Set(plantRows.map((p) => p.generatingUnitId));
    const figures = new Map(
      results.map((r) => {
        const consumption = num(r.consumption) / r.cycles;
        const received = num(r.allocated) / r.cycles;
        return [
          r.unitId,
          {
            cycles: r.cycles,
            consumption: num(r.consumption),
            allocated: num(r.allocated),
            meanConsumption: Math.round(consumption),
            meanReceived: Math.round(received),
            coverage: consumption ? received / consumption : null,
            compensatedLatest: r.compensatedLatest === null ? null : num(r.compensatedLatest),
          },
        ];
      }),
    );
    return {
      figures,
      balance,
      generating,
      share,
      plantName: new Map(plantRows.map((p) => [p.id, p.name])),
      plants: plantRows.map((p) => ({ id: p.id, name: p.name })),
    };
  }

  /** The plants and distributors a page's filters offer. */
  async function filterOptions(plantList: { id: number; name: string }[]) {
    const distributorRows = await db
      .select({ id: distributors.id, name: distributors.acronym })
      .from(distributors)
      .orderBy(distributors.acronym);
    return { plants: plantList, distributors: distributorRows };
  }

  /** Every beneficiary UC the filters reach: its share, its figures over the period and its standing. */
  async function prosumerUnits(period: Period) {
    const latest = await latestClosedCycle(period);
    const inScope = unitScope(units.id, period);
    const { from, to } = monthsOf(period);
    const figures = await unitFigures(period, from, to, latest, unitScope(lots.unitId, period));
    const billed = new Set(
      latest
        ? (
            await db
              .select({ unitId: bills.unitId })
              .from(bills)
              .where(and(eq(bills.cycle, latest), unitScope(bills.unitId, period)))
          ).map((b) => b.unitId)
        : [],
    );
    const unitRows = await db
      .select({
        id: units.id,
        installation: units.installationNumber,
        active: units.active,
        customerId: units.customerId,
        customer: customers.name,
        document: customers.document,
        status: customers.status,
        distributor: distributors.acronym,
      })
      .from(units)
      .innerJoin(customers, eq(customers.id, units.customerId))
      .innerJoin(distributors, eq(distributors.id, units.distributorId))
      .where(inScope);
    const overdue = new Set(
      (
        await db
          .selectDistinct({ unitId: invoices.unitId })
          .from(invoices)
          .where(
            and(
              sql`${invoices.status} in ('EMITIDA', 'PAGA_PARCIAL')`,
              lt(invoices.dueDate, today()),
              unitScope(invoices.unitId, period),
            ),
          )
      ).map((o) => o.unitId),
    );
    // In the table's default order once, here: the alert lines name their first UCs in that order.
    const rows = unitRows
      .filter((unit) => !figures.generating.has(unit.id))
      .map((unit): ProsumerUnitRow => {
        const f = figures.figures.get(unit.id);
        const share = figures.share.get(unit.id);
        const coverage = f?.coverage ?? null;
        return {
          unit_id: unit.id,
          installation_number: unit.installation,
          customer_id: unit.customerId,
          customer_name: unit.customer,
          document: maskDocument(unit.document),
          distributor: unit.distributor,
          plant_id: share?.plantId ?? null,
          plant_name: share ? (figures.plantName.get(share.plantId) ?? null) : null,
          percent_ppm: share?.ppm ?? null,
          mean_consumption_kwh: f?.meanConsumption ?? null,
          mean_received_kwh: f?.meanReceived ?? null,
          coverage,
          compensated_kwh: f?.compensatedLatest ?? null,
          balance_kwh: figures.balance.get(unit.id) ?? 0,
          financial: overdue.has(unit.id) ? 'EM_ATRASO' : 'EM_DIA',
          status: unit.status,
          alerts: [
            ...(latest && unit.active && !billed.has(unit.id) ? ['SEM_FATURA' as const] : []),
            ...(overdue.has(unit.id) ? ['EM_ATRASO' as const] : []),
            ...(coverage !== null && coverage > COVERAGE_BAND.high ? ['SOBREALOCADA' as const] : []),
            ...(coverage !== null && coverage < COVERAGE_BAND.low ? ['SUBALOCADA' as const] : []),
          ],
        };
      });
    return { latest, from, to, inScope, figures, billed, rows: orderRows(rows, PROSUMER_UNIT_LIST) };
  }

  const rebalancingOf = async (period: Period) =>
    (await creditStanding(period, await creditPeriod(period))).rebalancing;

  /** Fills in the customer's name and the installation number of rows that carry only their UC's id. */
  async function withNames(rows: RebalancingRow[], where: SQL | undefined) {
    if (rows.length === 0) return;
    const named = await db
      .select({ id: units.id, installation: units.installationNumber, customer: customers.name })
      .from(units)
      .innerJoin(customers, eq(customers.id, units.customerId))
      .where(where);
    const nameOf = new Map(named.map((n) => [n.id, n]));
    for (const row of rows) {
      row.installation_number = nameOf.get(row.unit_id)?.installation ?? '';
      row.customer_name = nameOf.get(row.unit_id)?.customer ?? '';
    }
  }

  /** The credits page's months (the twelve up to the latest closed cycle by default) and its lots. */
  async function creditPeriod(period: Period) {
    const latest = await latestClosedCycle(period);
    const closed = latest ?? period.to ?? today().slice(0, 7);
    const { from, to } = period.from
      ? monthsOf({ ...period, to: period.to ?? closed })
      : { from: addMonths(closed, -11), to: closed };
    // A plant's credits are the lots it generated; a distributor's, those of its units.
    const lotScope = and(
      period.plant_id ? eq(lots.plantId, period.plant_id) : undefined,
      unitScope(lots.unitId, { distributor_id: period.distributor_id }),
    );
    return { latest, closed, from, to, lotScope };
  }

  /**
   * Where the credits sit: the excedente left at generating UCs, the deficitárias UCs, and each superavitária
   * UC (more than 3 months of its consumption banked) with the share that would stop its bank growing.
   */
  async function creditStanding(
    period: Period,
    { latest, from, to, lotScope }: Awaited<ReturnType<typeof creditPeriod>>,
  ) {
    const figures = await unitFigures(period, from, to, latest, lotScope);
    let unallocated = 0;
    let deficit = 0;
    const surplus: { unitId: number; balance: number; months: number }[] = [];
    for (const [unitId, kwh] of figures.balance) if (figures.generating.has(unitId)) unallocated += kwh;
    for (const [unitId, f] of figures.figures) {
      if (figures.generating.has(unitId)) continue;
      const balance = figures.balance.get(unitId) ?? 0;
      if (f.meanConsumption > 0 && balance > SURPLUS_MONTHS * f.meanConsumption)
        surplus.push({ unitId, balance, months: balance / f.meanConsumption });
      else if (f.meanReceived < f.meanConsumption && balance < f.meanConsumption) deficit += 1;
    }
    surplus.sort((a, b) => b.months - a.months || a.unitId - b.unitId);
    const rebalancing = surplus.map(({ unitId, balance, months }): RebalancingRow => {
      const f = figures.figures.get(unitId)!;
      const share = figures.share.get(unitId);
      const ppm = share?.ppm ?? null;
      return {
        unit_id: unitId,
        // Named by `withNames` when a list shows them: the summary only counts.
        installation_number: '',
        customer_name: '',
        plant_id: share?.plantId ?? null,
        plant_name: share ? (figures.plantName.get(share.plantId) ?? null) : null,
        balance_kwh: balance,
        mean_consumption_kwh: f.meanConsumption,
        mean_received_kwh: f.meanReceived,
        months_of_cover: months,
        percent_ppm: ppm,
        proposed_ppm: ppm === null ? null : proposedShare(ppm, f.meanConsumption, f.meanReceived, balance),
      };
    });
    return { unallocated, deficit, rebalancing, plants: figures.plants };
  }

  return {
    async generation(period: Period) {
      const { from, to, months } = monthsOf(period);
      const plantRows = (await db.select().from(plants)).filter(
        (p) =>
          (!period.plant_id || p.id === period.plant_id) &&
          (!period.distributor_id || p.distributorId === period.distributor_id),
      );
      // Grouped by the month's first day: the month is formatted once per group, not once per reading.
      const month = sql`date_trunc('month', ${readings.day})`;
      const monthly = await db
        .select({
          plantId: readings.plantId,
          month: sql<string>`to_char(${month}, 'YYYY-MM')`,
          wh: sum(readings.energyWh),
        })
        .from(readings)
        .where(and(gte(readings.day, `${from}-01`), lt(readings.day, `${addMonths(to, 1)}-01`)))
        .groupBy(readings.plantId, month);
      // Each plant's latest day through the (plant, day) key, rather than a scan of every reading.
      const lastReadings = await db
        .select({
          plantId: plants.id,
          last: sql<
            string | null
          >`(select max(${readings.day}) from ${readings} where ${readings.plantId} = ${plants.id})`.mapWith(
            readings.day,
          ),
        })
        .from(plants);
      const lastByPlant = new Map(lastReadings.map((r) => [r.plantId, r.last]));
      const whByPlantMonth = new Map(monthly.map((r) => [`${r.plantId}|${r.month}`, num(r.wh)]));
      const now = today();
      const table = plantRows.map((plant) => {
        const model = {
          dcPowerKwp: plant.dcPowerKwp,
          monthlyIrradiation: plant.monthlyIrradiation,
          performanceRatio: plant.performanceRatio,
          annualDegradation: plant.annualDegradation,
          injectionStart: plant.injectionStart,
        };
        const series = months.map((month) => ({
          month,
          generated_kwh: Math.round((whByPlantMonth.get(`${plant.id}|${month}`) ?? 0) / 1000),
          expected_kwh: month >= plant.injectionStart.slice(0, 7) ? expectedGeneration(model, month) : 0,
        }));
        const generated = series.reduce((s, m) => s + m.generated_kwh, 0);
        const expected = series.reduce((s, m) => s + m.expected_kwh, 0);
        const last = lastByPlant.get(plant.id) ?? null;
        const pi = expected ? performanceIndex(generated, expected) : null;
        return {
          plant_id: plant.id,
          name: plant.name,
          uf: plant.uf,
          regime: plant.regime,
          status: plant.status,
          dc_power_kwp: plant.dcPowerKwp,
          generated_kwh: generated,
          expected_kwh: expected,
          performance_index: pi,
          last_reading: last,
          alerts: [
            ...(last === null || last < addDays(now, -1) ? ['SEM_DADOS'] : []),
            ...(pi !== null && pi < 0.9 ? ['PI_BAIXO'] : []),
          ],
          series,
        };
      });
      const generated = table.reduce((s, p) => s + p.generated_kwh, 0);
      const expected = table.reduce((s, p) => s + p.expected_kwh, 0);
      const kwp = table.reduce((s, p) => s + p.dc_power_kwp, 0);
      const byStatus: Record<string, number> = {};
      for (const p of plantRows) byStatus[p.status] = (byStatus[p.status] ?? 0) + 1;
      return {
        from,
        to,
        plants: plantRows.length,
        plants_by_status: byStatus,
        capacity_kwp: kwp,
        capacity_kw_ac: plantRows.reduce((s, p) => s + p.acPowerKw, 0),
        generated_kwh: generated,
        expected_kwh: expected,
        performance_index: expected ? performanceIndex(generated, expected) : null,
        yield_kwh_kwp: kwp ? specificYield(generated, kwp) : null,
        monthly: months.map((month, i) => ({
          month,
          generated_kwh: table.reduce((s, p) => s + p.series[i]!.generated_kwh, 0),
          expected_kwh: table.reduce((s, p) => s + p.series[i]!.expected_kwh, 0),
        })),
        table: table.map(({ series: _series, ...row }) => row),
      };
    },

    async prosumers(period: Period): Promise<ProsumerSummary> {
      const { latest: cycle, from, to, inScope, figures, billed, rows } = await prosumerUnits(period);
      const byStatus = await db
        .select({ status: customers.status, n: count() })
        .from(customers)
        .where(
          inScope && inArray(customers.id, db.select({ id: units.customerId }).from(units).where(inScope)),
        )
        .groupBy(customers.status);
      const byGroup = await db
        .select({ group: units.supplyGroup, n: count() })
        .from(units)
        .where(and(eq(units.active, true), inScope))
        .groupBy(units.supplyGroup);
      const byClass = await db
        .select({ unitClass: units.unitClass, connection: units.connection, n: count() })
        .from(units)
        .where(inScope)
        .groupBy(units.unitClass, units.connection);
      const [savings] = cycle
        ? await db
            .select({ savings: sum(invoices.savingsCentavos), without: sum(invoices.billWithoutGdCentavos) })
            .from(invoices)
            .where(and(eq(invoices.cycle, cycle), unitScope(invoices.unitId, period)))
        : [{ savings: 0, without: 0 }];
      const activeUnits = byGroup.reduce((s, g) => s + g.n, 0);
      const named = (row: ProsumerUnitRow) => ({
        unit_id: row.unit_id,
        customer_name: row.customer_name,
        installation_number: row.installation_number,
      });
      const plotted = rows.flatMap((row) =>
        row.mean_consumption_kwh === null || row.mean_received_kwh === null
          ? []
          : [
              {
                ...named(row),
                mean_consumption_kwh: row.mean_consumption_kwh,
                mean_received_kwh: row.mean_received_kwh,
                coverage: row.coverage,
              },
            ],
      );
      const beneficiaryFigures = rows.flatMap((row) => figures.figures.get(row.unit_id) ?? []);
      const consumed = beneficiaryFigures.reduce((s, f) => s + f.consumption, 0);
      return {
        from,
        to,
        latest_closed_cycle: cycle,
        customers_by_status: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
        active_customers: byStatus.find((r) => r.status === 'ATIVO')?.n ?? 0,
        active_units: activeUnits,
        units_by_group: Object.fromEntries(byGroup.map((r) => [r.group, r.n])),
        units_by_class_and_connection: byClass.map((r) => ({
          unit_class: r.unitClass,
          connection: r.connection,
          units: r.n,
        })),
        units_without_bill: cycle ? Math.max(0, activeUnits - billed.size) : null,
        savings_centavos: num(savings?.savings),
        savings_ratio: num(savings?.without) ? num(savings?.savings) / num(savings?.without) : null,
        coverage: consumed ? beneficiaryFigures.reduce((s, f) => s + f.allocated, 0) / consumed : null,
        beneficiary_units: rows.length,
        out_of_band_units: rows.filter((row) =>
          row.alerts.some((alert) => alert === 'SOBREALOCADA' || alert === 'SUBALOCADA'),
        ).length,
        alerts: UNIT_ALERTS.flatMap((alert) => {
          const flagged = rows.filter((row) => row.alerts.includes(alert));
          return flagged.length
            ? [{ alert, units: flagged.length, examples: flagged.slice(0, ALERT_EXAMPLES).map(named) }]
            : [];
        }),
        coverage_points: farthestFromFit(plotted, COVERAGE_POINTS_MAX),
        coverage_points_total: plotted.length,
        options: await filterOptions(figures.plants),
      };
    },

    /** The prosumers overview's table: its UCs searched, ordered and paged (there may be 100,000 of them). */
    async prosumerUnitPage(query: ProsumerUnitQuery, url: string) {
      const { rows } = await prosumerUnits(query);
      const listed = query.alert ? rows.filter((row) => row.alerts.includes(query.alert!)) : rows;
      return computedPage(listed, PROSUMER_UNIT_LIST, query, url, { presorted: true });
    },

    /** Every superavitária UC the filters reach with its proposed share, unnamed, most months of cover first. */
    rebalancing: rebalancingOf,

    /** The credits overview's superavitária UCs, most months of cover first, searched and paged. */
    async rebalancingPage(query: RebalancingQuery, url: string) {
      const rebalancing = await rebalancingOf(query);
      // Searching or ordering by name needs every row named; otherwise only the page's rows are.
      const byName = !!query.search || /^-?(customer_name|installation_number)$/.test(query.ordering ?? '');
      if (byName) await withNames(rebalancing, unitScope(units.id, query));
      const page = computedPage(rebalancing, REBALANCING_LIST, query, url);
      if (!byName)
        await withNames(
          page.results,
          inArray(
            units.id,
            page.results.map((row) => row.unit_id),
          ),
        );
      return page;
    },

    async credits(period: Period): Promise<CreditSummary> {
      const window = await creditPeriod(period);
      const { latest, closed, from, to, lotScope } = window;
      const active = and(eq(lots.status, 'ATIVO'), lotScope);
      // One pass over the active lots: the balance per vintage and, beside it, what expires within 3, 6, 12 months.
      const expiringWithin = (months: number) =>
        sql<string>`sum(${lots.balanceKwh}) filter (where ${lots.expiresAt} > ${closed} and ${lots.expiresAt} <= ${addMonths(closed, months)})`;
      const byVintage = await db
        .select({
          year: sql<string>`substr(${lots.originCycle}, 1, 4)`,
          kwh: sum(lots.balanceKwh),
          in3: expiringWithin(3),
          in6: expiringWithin(6),
          in12: expiringWithin(12),
        })
        .from(lots)
        .where(active)
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      const total = (pick: (v: (typeof byVintage)[number]) => unknown) =>
        byVintage.reduce((s, v) => s + num(pick(v)), 0);
      const [expiredYear] = await db
        .select({ kwh: sum(movements.kwh) })
        .from(movements)
        .where(
          and(
            eq(movements.type, 'EXPIRACAO'),
            gte(movements.cycle, `${closed.slice(0, 4)}-01`),
            lte(movements.cycle, `${closed.slice(0, 4)}-12`),
            lotScope && inArray(movements.lotId, db.select({ id: lots.id }).from(lots).where(lotScope)),
          ),
        );
      const waterfall = await db
        .select({
          cycle: cycleResults.cycle,
          allocated: sum(cycleResults.allocatedKwh),
          compensated: sum(cycleResults.compensatedKwh),
          banked: sum(cycleResults.bankedKwh),
          expired: sum(cycleResults.expiredKwh),
          consumption: sum(cycleResults.consumptionKwh),
        })
        .from(cycleResults)
        .where(resultsWithin(period, from, to))
        .groupBy(cycleResults.cycle)
        .orderBy(cycleResults.cycle);
      const allocated = waterfall.reduce((s, w) => s + num(w.allocated), 0);
      const used = waterfall.reduce((s, w) => s + num(w.compensated), 0);
      const { unallocated, deficit, rebalancing, plants: plantList } = await creditStanding(period, window);
      return {
        from,
        to,
        latest_closed_cycle: latest,
        balance_kwh: total((v) => v.kwh),
        expiring_3_months_kwh: total((v) => v.in3),
        expiring_6_months_kwh: total((v) => v.in6),
        expiring_12_months_kwh: total((v) => v.in12),
        expired_in_year_kwh: -num(expiredYear?.kwh),
        utilisation: allocated ? used / allocated : null,
        expired_in_period_kwh: waterfall.reduce((s, w) => s + num(w.expired), 0),
        unallocated_kwh: unallocated,
        surplus_units: rebalancing.length,
        surplus_kwh: rebalancing.reduce((s, u) => s + u.balance_kwh, 0),
        rebalancing_plants: rebalancingPlants(rebalancing),
        deficit_units: deficit,
        balance_by_vintage: byVintage.map((v) => ({ year: v.year, kwh: num(v.kwh) })),
        monthly: waterfall.map((w) => ({
          cycle: w.cycle,
          consumption_kwh: num(w.consumption),
          allocated_kwh: num(w.allocated),
          compensated_kwh: num(w.compensated),
          banked_kwh: num(w.banked),
          expired_kwh: num(w.expired),
        })),
        options: await filterOptions(plantList),
      };
    },

    async finance(period: Period) {
      const { from, to } = monthsOf(period);
      const now = today();
      const monthly = await db
        .select({
          cycle: invoices.cycle,
          invoiced: sum(invoiceTotal),
          received: sum(invoices.paidCentavos),
          savings: sum(invoices.savingsCentavos),
          compensated: sum(invoices.compensatedKwh),
          n: count(),
        })
        .from(invoices)
        .where(
          and(
            gte(invoices.cycle, from),
            lte(invoices.cycle, to),
            sql`${invoices.status} <> 'CANCELADA'`,
            unitScope(invoices.unitId, period),
          ),
        )
        .groupBy(invoices.cycle)
        .orderBy(invoices.cycle);
      // Summed per due date in the database (a few hundred dates for 100k invoices), bucketed by the rules.
      const openByDueDate = await db
        .select({
          dueDate: invoices.dueDate,
          open: sum(sql`${invoiceTotal} - ${invoices.paidCentavos}`),
        })
        .from(invoices)
        .where(
          and(sql`${invoices.status} in ('EMITIDA', 'PAGA_PARCIAL')`, unitScope(invoices.unitId, period)),
        )
        .groupBy(invoices.dueDate);
      const aging = agingSummary(
        openByDueDate.map((o) => ({ dueDate: o.dueDate, openCentavos: num(o.open) })),
        now,
      );
      const byMethod = await db
        .select({ method: payments.method, total: sum(payments.amountCentavos) })
        .from(payments)
        .where(
          and(
            gte(payments.creditedOn, `${from}-01`),
            lt(payments.creditedOn, `${addMonths(to, 1)}-01`),
            unitScope(
              sql`(select ${invoices.unitId} from ${invoices} where ${invoices.id} = ${payments.invoiceId})`,
              period,
            ),
          ),
        )
        .groupBy(payments.method);
      const costs = await db
        .select({ month: plantCosts.month, total: sum(plantCosts.amountCentavos) })
        .from(plantCosts)
        .where(
          and(gte(plantCosts.month, from), lte(plantCosts.month, to), plantScope(plantCosts.plantId, period)),
        )
        .groupBy(plantCosts.month)
        .orderBy(plantCosts.month);
      const invoiced = monthly.reduce((s, m) => s + num(m.invoiced), 0);
      const received = monthly.reduce((s, m) => s + num(m.received), 0);
      const compensated = monthly.reduce((s, m) => s + num(m.compensated), 0);
      const receivable = Object.values(aging).reduce((s, v) => s + v, 0);
      const overdue30 = aging.DIAS_31_60 + aging.DIAS_61_90 + aging.ACIMA_90;
      return {
        from,
        to,
        invoiced_centavos: invoiced,
        received_centavos: received,
        receivable_centavos: receivable,
        delinquency_ratio: invoiced ? overdue30 / invoiced : null,
        revenue_per_compensated_kwh: compensated ? invoiced / 100 / compensated : null,
        savings_delivered_centavos: monthly.reduce((s, m) => s + num(m.savings), 0),
        average_ticket_centavos: monthly.length
          ? Math.round(invoiced / monthly.reduce((s, m) => s + m.n, 0))
          : null,
        aging,
        payment_mix: Object.fromEntries(byMethod.map((m) => [m.method, num(m.total)])),
        monthly: monthly.map((m) => ({
          cycle: m.cycle,
          invoiced_centavos: num(m.invoiced),
          received_centavos: num(m.received),
          costs_centavos: num(costs.find((c) => c.month === m.cycle)?.total),
        })),
        options: await filterOptions(
          await db.select({ id: plants.id, name: plants.name }).from(plants).orderBy(plants.name),
        ),
      };
    },
  };
}
