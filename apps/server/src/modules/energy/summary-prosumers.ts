import { and, asc, count, countDistinct, desc, eq, inArray, isNotNull, or, sql, sum } from 'drizzle-orm';
import {
  COVERAGE_POINTS_MAX,
  ALERT_EXAMPLES,
  UNIT_ALERTS,
  type ProsumerSummary,
  type ProsumerUnitQuery,
  type ProsumerUnitRow,
  type UnitAlert,
} from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { listPage, tableSource, type ListCaller, type ListSpec } from '../../platform/db/list.ts';
import { bills, customers, invoices, lots, units } from './schema.ts';
import { maskDocument } from './document-mask.ts';
import type { UnitStanding } from './unit-standing.ts';
import { filterOptions, latestClosedCycle, monthsOf, num, unitScope, type Period } from './summary-period.ts';
import {
  byName,
  c,
  countWhere,
  periodStanding,
  search,
  unitName,
  unitNameColumns,
} from './summary-standing.ts';

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

/** One value for each alert. */
const perAlert = <T>(make: (alert: UnitAlert) => T): Record<UnitAlert, T> => ({
  SEM_FATURA: make('SEM_FATURA'),
  EM_ATRASO: make('EM_ATRASO'),
  SOBREALOCADA: make('SOBREALOCADA'),
  SUBALOCADA: make('SUBALOCADA'),
});

/** The standing's field that raises each alert. */
const ALERT_FIELDS = {
  SEM_FATURA: 'sem_fatura',
  EM_ATRASO: 'em_atraso',
  SOBREALOCADA: 'sobrealocada',
  SUBALOCADA: 'subalocada',
} satisfies Record<UnitAlert, keyof UnitStanding>;
const ALERT_COLUMNS = perAlert((alert) => c[ALERT_FIELDS[alert]]);

/** How far a UC is from receiving what it consumes, either way: the coverage chart plots the farthest. */
const misfit = sql`abs(ln((${c.mean_received_kwh} + 1)::float8 / (${c.mean_consumption_kwh} + 1)))`;

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
  // The standing stores one of the two.
  financial: row.financial === 'EM_ATRASO' ? 'EM_ATRASO' : 'EM_DIA',
  status: row.status,
  alerts: UNIT_ALERTS.filter((alert) => row[ALERT_FIELDS[alert]]),
});

/** The prosumers overview (energy.md §5.2): customers, their UCs, how well the rateio covers them. */
export function createProsumerSummary(db: Db) {
  /** The page's months, its latest closed cycle and every beneficiary UC the filters reach. */
  async function prosumerStanding(period: Period) {
    const latest = await latestClosedCycle(db, period);
    const { from, to } = monthsOf(period);
    const lotsWhere = unitScope(lots.unitId, period);
    const standing = await periodStanding(db, 'prosumers', period, { from, to, latest, lotsWhere });
    return { latest, from, to, standing };
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
    return perAlert((alert) => lines[UNIT_ALERTS.indexOf(alert)]!);
  }

  return {
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
            ...perAlert((alert) => countWhere(ALERT_COLUMNS[alert])),
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
        options: await filterOptions(db),
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
  };
}
