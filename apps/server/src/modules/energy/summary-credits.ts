import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, ne, sql, sum } from 'drizzle-orm';
import { addMonths } from '@alvorada/energy';
import type { CreditSummary, RebalancingQuery, RebalancingRow } from '@alvorada/contracts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { folded, listPage, tableSource, type ListCaller, type ListSpec } from '../../platform/db/list.ts';
import { cycleResults, lots, movements, plants } from './schema.ts';
import { today } from './clock.ts';
import { lotsAtEndOf } from './credit-balance-at.ts';
import type { UnitStanding } from './unit-standing.ts';
import {
  filterOptions,
  latestClosedCycle,
  monthsOf,
  num,
  resultsWithin,
  unitScope,
  type Period,
} from './summary-period.ts';
import { byName, c, countWhere, periodStanding, search, unitName } from './summary-standing.ts';
import { createRebalancing } from './allocation-rebalancing.ts';
import { plantExcedente } from './cycle-inputs.ts';

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

const withResults = isNotNull(c.cycles);
const superavitarias = and(withResults, c.surplus);

/** The credits overview (energy.md §5.3): the credit bank, its expiry, and the UCs that hold too much. */
export function createCreditSummary(db: Db) {
  /**
   * Writes into a stored standing the share each superavitária UC is proposed: the rateio page's suggestion
   * for its plant (the surplus shared out to the beneficiaries' measured needs, rebalanceAllocation), so the
   * table, its order and the plants' counter read the figure that page shows.
   */
  async function storeProposals(tx: Tx, scopeId: number) {
    const held = await tx
      .selectDistinct({ plantId: c.plant_id })
      .from(c)
      .where(and(eq(c.scopeId, scopeId), superavitarias, isNotNull(c.plant_id)));
    // Every plant's excedente of a cycle is read once for all the plants.
    const excedente = new Map<string, ReturnType<typeof plantExcedente>>();
    const suggestion = createRebalancing(tx, (cycle) => {
      if (!excedente.has(cycle)) excedente.set(cycle, plantExcedente(tx, cycle));
      return excedente.get(cycle)!;
    });
    for (const { plantId } of held)
      for (const item of (await suggestion(plantId!)).items)
        await tx
          .update(c)
          .set({ proposed_ppm: item.proposed_ppm })
          .where(and(eq(c.scopeId, scopeId), eq(c.unit_id, item.unit_id)));
  }

  /** The page's months (the twelve up to the latest closed cycle by default) and its lots. */
  async function creditPeriod(period: Period) {
    const latest = await latestClosedCycle(db, period);
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
  function creditStanding(period: Period, window: Awaited<ReturnType<typeof creditPeriod>>) {
    return periodStanding(db, 'credits', period, { ...window, lotsWhere: window.lotScope }, storeProposals);
  }

  return {
    /** Every superavitária UC the filters reach with its proposed share, most months of cover first. */
    async rebalancing(period: Period): Promise<RebalancingRow[]> {
      const standing = await creditStanding(period, await creditPeriod(period));
      const rows = await db
        .select()
        .from(c)
        .where(and(eq(c.scopeId, standing), superavitarias))
        .orderBy(desc(c.months_of_cover), asc(c.unit_id));
      return rows.map(rebalancingRow);
    },

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
      // One pass over the lots that held credits at the end of the period: the balance per vintage and,
      // beside it, what was to expire within 3, 6, 12 months from then.
      const held = lotsAtEndOf(db, closed, lotScope);
      const expiringWithin = (months: number) =>
        sql<string>`sum(${held.balanceKwh}) filter (where ${held.expiresAt} > ${closed} and ${held.expiresAt} <= ${addMonths(closed, months)})`;
      const byVintage = await db
        .select({
          year: sql<string>`substr(${held.originCycle}, 1, 4)`,
          kwh: sum(held.balanceKwh),
          in3: expiringWithin(3),
          in6: expiringWithin(6),
          in12: expiringWithin(12),
        })
        .from(held)
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
            lte(movements.cycle, closed),
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
      const heldAtPlants = lotsAtEndOf(
        db,
        closed,
        and(lotScope, inArray(lots.unitId, db.select({ id: plants.generatingUnitId }).from(plants))),
      );
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
        db.select({ kwh: sum(heldAtPlants.balanceKwh).mapWith(Number) }).from(heldAtPlants),
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
        options: await filterOptions(db),
      };
    },
  };
}
