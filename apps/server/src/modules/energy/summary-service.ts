import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  max,
  ne,
  or,
  sql,
  sum,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  addMonths,
  agingSummary,
  expectedGeneration,
  performanceIndex,
  specificYield,
} from '@alvorada/energy';
import {
  ALERT_EXAMPLES,
  COVERAGE_POINTS_MAX,
  UNIT_ALERTS,
  type CreditSummary,
  type ProsumerSummary,
  type ProsumerUnitQuery,
  type ProsumerUnitRow,
  type RebalancingQuery,
  type RebalancingRow,
  type UnitAlert,
  type UnitName,
} from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { folded, listPage, tableSource, type ListCaller, type ListSpec } from '../../platform/db/list.ts';
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
  standingRows,
  units,
} from './schema.ts';
import { addDays, today } from './clock.ts';
import { maskDocument } from './document-mask.ts';
import { invoiceTotal } from './invoice-total.ts';
import { storedStanding, type UnitStanding } from './unit-standing.ts';

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

const c = standingRows;
const byName = {
  customer_name: c.name_rank,
  installation_number: c.installation_number,
  plant_name: c.plant_name,
  percent_ppm: c.percent_ppm,
  balance_kwh: c.balance_kwh,
  mean_consumption_kwh: c.mean_consumption_kwh,
};
const search = [c.customer_name, c.installation_number, c.plant_name];

const PROSUMER_UNIT_LIST: ListSpec = {
  ordering: {
    ...byName,
    coverage: c.coverage,
    compensated_kwh: c.compensated_kwh,
    financial: c.financial,
    status: c.status,
  },
  defaultOrdering: 'customer_name',
  key: c.unit_id,
  search,
};

const REBALANCING_LIST: ListSpec = {
  ordering: {
    ...byName,
    mean_received_kwh: c.mean_received_kwh,
    months_of_cover: c.months_of_cover,
    proposed_ppm: c.proposed_ppm,
  },
  defaultOrdering: '-months_of_cover',
  key: c.unit_id,
  search,
};

const ALERT_COLUMNS = {
  SEM_FATURA: c.sem_fatura,
  EM_ATRASO: c.em_atraso,
  SOBREALOCADA: c.sobrealocada,
  SUBALOCADA: c.subalocada,
} satisfies Record<UnitAlert, SQLWrapper>;

const countWhere = (condition: SQLWrapper) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** How far a UC is from receiving what it consumes, either way: the coverage chart plots the farthest. */
const misfit = sql`abs(ln((${c.mean_received_kwh} + 1)::float8 / (${c.mean_consumption_kwh} + 1)))`;

const unitNameColumns = {
  unit_id: c.unit_id,
  customer_name: c.customer_name,
  installation_number: c.installation_number,
};
const unitName = (row: Pick<UnitStanding, keyof typeof unitNameColumns>) => ({
  unit_id: row.unit_id,
  customer_name: row.customer_name,
  installation_number: row.installation_number,
});

const prosumerRow = (row: UnitStanding): ProsumerUnitRow => ({
  ...unitName(row),
  customer_id: row.customer_id,
  document: maskDocument(row.document),
  distributor: row.distributor,
  plant_id: row.plant_id,
  plant_name: row.plant_name,
  percent_ppm: row.percent_ppm,
  mean_consumption_kwh: row.mean_consumption_kwh,
  mean_received_kwh: row.mean_received_kwh,
  coverage: row.coverage,
  compensated_kwh: row.compensated_kwh,
  balance_kwh: row.balance_kwh,
  financial: row.financial as ProsumerUnitRow['financial'],
  status: row.status,
  alerts: UNIT_ALERTS.filter((alert) => row[ALERT_COLUMNS[alert].name as keyof UnitStanding]),
});

const rebalancingRow = (row: UnitStanding): RebalancingRow => ({
  ...unitName(row),
  plant_id: row.plant_id,
  plant_name: row.plant_name,
  balance_kwh: row.balance_kwh,
  mean_consumption_kwh: row.mean_consumption_kwh!,
  mean_received_kwh: row.mean_received_kwh!,
  months_of_cover: row.months_of_cover!,
  percent_ppm: row.percent_ppm,
  proposed_ppm: row.proposed_ppm,
});

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

  /** The plants and distributors a page's filters offer. */
  async function filterOptions() {
    const [plantRows, distributorRows] = await Promise.all([
      db.select({ id: plants.id, name: plants.name }).from(plants).orderBy(plants.name),
      db
        .select({ id: distributors.id, name: distributors.acronym })
        .from(distributors)
        .orderBy(distributors.acronym),
    ]);
    return { plants: plantRows, distributors: distributorRows };
  }

  /** The prosumers page's months, its latest closed cycle and every beneficiary UC the filters reach. */
  async function prosumerStanding(period: Period) {
    const latest = await latestClosedCycle(period);
    const { from, to } = monthsOf(period);
    const standing = await storedStanding(db, {
      key: { page: 'prosumers', from, to, plant_id: period.plant_id, distributor_id: period.distributor_id },
      unitsWhere: unitScope(units.id, period),
      resultsWhere: resultsWithin(period, from, to),
      lotsWhere: unitScope(lots.unitId, period),
      latest,
    });
    return { latest, from, to, standing };
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
   * Where the credits sit, per beneficiary UC with results in the period: the superavitárias (more than 3
   * months of consumption banked, with the share that would stop the bank growing) and the deficitárias.
   */
  function creditStanding(
    period: Period,
    { latest, from, to, lotScope }: Awaited<ReturnType<typeof creditPeriod>>,
  ) {
    return storedStanding(db, {
      key: { page: 'credits', from, to, plant_id: period.plant_id, distributor_id: period.distributor_id },
      unitsWhere: unitScope(units.id, period),
      resultsWhere: resultsWithin(period, from, to),
      lotsWhere: lotScope,
      latest,
    });
  }
  const withResults = isNotNull(c.cycles);
  const superavitarias = and(withResults, c.surplus);

  /** Every superavitária UC the filters reach with its proposed share, most months of cover first. */
  async function rebalancing(period: Period): Promise<RebalancingRow[]> {
    const standing = await creditStanding(period, await creditPeriod(period));
    const rows = await db
      .select()
      .from(c)
      .where(and(eq(c.scopeId, standing), superavitarias))
      .orderBy(desc(c.months_of_cover), asc(c.unit_id));
    return rows.map(rebalancingRow);
  }

  /** The first UCs of each alert in the table's default order: the ones its line names. */
  async function firstFlagged(standing: number) {
    const lines = await Promise.all(
      UNIT_ALERTS.map((alert) =>
        db
          .select(unitNameColumns)
          .from(c)
          .where(and(eq(c.scopeId, standing), ALERT_COLUMNS[alert]))
          .orderBy(c.name_rank)
          .limit(ALERT_EXAMPLES),
      ),
    );
    return Object.fromEntries(UNIT_ALERTS.map((alert, i) => [alert, lines[i]!])) as Record<
      UnitAlert,
      UnitName[]
    >;
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
      const { latest: cycle, from, to, standing } = await prosumerStanding(period);
      const inScope = unitScope(units.id, period);
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
      const [billed] = cycle
        ? await db
            .select({ units: countDistinct(bills.unitId) })
            .from(bills)
            .where(and(eq(bills.cycle, cycle), unitScope(bills.unitId, period)))
        : [{ units: 0 }];
      const [totals, examples, points] = await Promise.all([
        db
          .select({
            units: count(),
            plotted: count(c.mean_consumption_kwh),
            consumed: sum(c.consumption_kwh).mapWith(Number),
            received: sum(c.allocated_kwh).mapWith(Number),
            outOfBand: countWhere(or(c.sobrealocada, c.subalocada)!),
            ...(Object.fromEntries(
              UNIT_ALERTS.map((alert) => [alert, countWhere(ALERT_COLUMNS[alert])]),
            ) as Record<UnitAlert, SQL<number>>),
          })
          .from(c)
          .where(eq(c.scopeId, standing))
          .then(([row]) => row!),
        firstFlagged(standing),
        db
          .select({
            ...unitNameColumns,
            mean_consumption_kwh: c.mean_consumption_kwh,
            mean_received_kwh: c.mean_received_kwh,
            coverage: c.coverage,
          })
          .from(c)
          .where(and(eq(c.scopeId, standing), isNotNull(c.mean_consumption_kwh)))
          .orderBy(desc(misfit), asc(c.unit_id))
          .limit(COVERAGE_POINTS_MAX),
      ]);
      const activeUnits = byGroup.reduce((s, g) => s + g.n, 0);
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
        units_without_bill: cycle ? Math.max(0, activeUnits - num(billed?.units)) : null,
        savings_centavos: num(savings?.savings),
        savings_ratio: num(savings?.without) ? num(savings?.savings) / num(savings?.without) : null,
        coverage: totals.consumed ? totals.received / totals.consumed : null,
        beneficiary_units: totals.units,
        out_of_band_units: totals.outOfBand,
        alerts: UNIT_ALERTS.flatMap((alert) =>
          totals[alert] ? [{ alert, units: totals[alert], examples: examples[alert] }] : [],
        ),
        coverage_points: points.map((point) => ({
          ...point,
          mean_consumption_kwh: point.mean_consumption_kwh!,
          mean_received_kwh: point.mean_received_kwh!,
        })),
        coverage_points_total: totals.plotted,
        options: await filterOptions(),
      };
    },

    /** The prosumers overview's table: its UCs searched, ordered and paged (there may be 100,000 of them). */
    async prosumerUnitPage(query: ProsumerUnitQuery, caller: ListCaller & { url: string }) {
      const { standing } = await prosumerStanding(query);
      const page = await listPage(db, tableSource(c), PROSUMER_UNIT_LIST, query, {
        ...caller,
        where: and(eq(c.scopeId, standing), query.alert ? eq(ALERT_COLUMNS[query.alert], true) : undefined),
      });
      return { ...page, results: page.results.map(prosumerRow) };
    },

    rebalancing,

    /** The credits overview's superavitária UCs, most months of cover first, searched and paged. */
    async rebalancingPage(query: RebalancingQuery, caller: ListCaller & { url: string }) {
      const standing = await creditStanding(query, await creditPeriod(query));
      const page = await listPage(db, tableSource(c), REBALANCING_LIST, query, {
        ...caller,
        where: and(eq(c.scopeId, standing), superavitarias),
      });
      return { ...page, results: page.results.map(rebalancingRow) };
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
      const standing = await creditStanding(period, window);
      const [[standingTotals], rebalancingPlants, [unallocated]] = await Promise.all([
        db
          .select({
            surplusUnits: countWhere(superavitarias!),
            surplusKwh:
              sql<number>`coalesce(sum(${c.balance_kwh}) filter (where ${superavitarias}), 0)`.mapWith(
                Number,
              ),
            deficitUnits: countWhere(and(withResults, c.deficit)!),
          })
          .from(c)
          .where(eq(c.scopeId, standing)),
        db
          .select({ plant_id: c.plant_id, plant_name: c.plant_name, units: count() })
          .from(c)
          .where(and(eq(c.scopeId, standing), superavitarias, ne(c.proposed_ppm, c.percent_ppm)))
          .groupBy(c.plant_id, c.plant_name)
          .orderBy(folded(c.plant_name), c.plant_name),
        db
          .select({ kwh: sum(lots.balanceKwh).mapWith(Number) })
          .from(lots)
          .where(
            and(
              eq(lots.status, 'ATIVO'),
              lotScope,
              inArray(lots.unitId, db.select({ id: plants.generatingUnitId }).from(plants)),
            ),
          ),
      ]);
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
        unallocated_kwh: unallocated?.kwh ?? 0,
        surplus_units: standingTotals!.surplusUnits,
        surplus_kwh: standingTotals!.surplusKwh,
        rebalancing_plants: rebalancingPlants.map((plant) => ({
          plant_id: plant.plant_id!,
          plant_name: plant.plant_name ?? '',
          units: plant.units,
        })),
        deficit_units: standingTotals!.deficitUnits,
        balance_by_vintage: byVintage.map((v) => ({ year: v.year, kwh: num(v.kwh) })),
        monthly: waterfall.map((w) => ({
          cycle: w.cycle,
          consumption_kwh: num(w.consumption),
          allocated_kwh: num(w.allocated),
          compensated_kwh: num(w.compensated),
          banked_kwh: num(w.banked),
          expired_kwh: num(w.expired),
        })),
        options: await filterOptions(),
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
        options: await filterOptions(),
      };
    },
  };
}
