import { and, count, desc, eq, gte, inArray, lte, sum } from 'drizzle-orm';
import { addMonths, rebalanceAllocation } from '@alvorada/energy';
import { SURPLUS_MONTHS, type RebalancingSuggestion } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { allocationVersions, cycleResults, cycles, lots, plants, units } from './schema.ts';
import { lastClosedCycleOf } from './allocation-rules.ts';
import { lotsAtEndOf } from './credit-balance-at.ts';
import { plantExcedente } from './cycle-inputs.ts';
import { unitsWithHolders } from './distributor-form.ts';

const MEASURED_MONTHS = 12;

/** The version a suggestion starts from: the one in force, else the newest. */
async function baseVersion(db: Executor, plantId: number) {
  const versions = await db
    .select()
    .from(allocationVersions)
    .where(eq(allocationVersions.plantId, plantId))
    .orderBy(desc(allocationVersions.version));
  return versions.find((v) => v.status === 'VIGENTE') ?? versions[0] ?? null;
}

/** Every plant's excedente in a cycle, as its close read it. */
type ExcedenteOf = (cycle: string) => ReturnType<typeof plantExcedente>;

/** The plant's mean monthly excedente over the closed cycles `closed`. */
async function meanExcedente(excedenteOf: ExcedenteOf, plantId: number, closed: string[]) {
  const measured = [];
  for (const cycle of closed) {
    const kwh = (await excedenteOf(cycle)).get(plantId);
    if (kwh !== undefined) measured.push(kwh);
  }
  return measured.length ? Math.round(measured.reduce((s, kwh) => s + kwh, 0) / measured.length) : 0;
}

/**
 * The rebalancing suggestion of a plant (§3.7 on what was measured): the UCs of its version with their mean
 * consumption and credits received over the last 12 closed cycles, their bank at the end of the latest, the
 * share that gives each its need out of the plant's mean excedente, and the credits that share would give.
 */
export function createRebalancing(
  db: Executor,
  excedenteOf: ExcedenteOf = (cycle) => plantExcedente(db, cycle),
) {
  return async function rebalancing(plantId: number): Promise<RebalancingSuggestion> {
    const [plant] = await db.select({ id: plants.id }).from(plants).where(eq(plants.id, plantId));
    if (!plant) throw notFound();
    const version = await baseVersion(db, plantId);
    const to = await lastClosedCycleOf(db, plantId);
    const from = to && addMonths(to, 1 - MEASURED_MONTHS);
    const items = version?.items ?? [];
    const ids = items.map((item) => item.unit_id);
    const closed =
      from && to
        ? (
            await db
              .select({ cycle: cycles.cycle })
              .from(cycles)
              .where(and(eq(cycles.state, 'closed'), gte(cycles.cycle, from), lte(cycles.cycle, to)))
          ).map((row) => row.cycle)
        : [];
    const [named, results, held] = await Promise.all([
      ids.length ? unitsWithHolders(db, { active: units.active }).where(inArray(units.id, ids)) : [],
      ids.length && closed.length
        ? db
            .select({
              unitId: cycleResults.unitId,
              cycles: count(),
              consumption: sum(cycleResults.consumptionKwh).mapWith(Number),
              allocated: sum(cycleResults.allocatedKwh).mapWith(Number),
            })
            .from(cycleResults)
            .where(and(inArray(cycleResults.unitId, ids), inArray(cycleResults.cycle, closed)))
            .groupBy(cycleResults.unitId)
        : [],
      ids.length && to ? balances(db, to, ids) : new Map<number, number>(),
    ]);
    const unitOf = new Map(named.map((u) => [u.id, u]));
    const resultOf = new Map(results.map((r) => [r.unitId, r]));
    const mean = (total: number | undefined, n: number | undefined) => (n ? Math.round((total ?? 0) / n) : 0);
    const figures = items.map((item) => {
      const r = resultOf.get(item.unit_id);
      return {
        item,
        consumption: mean(r?.consumption, r?.cycles),
        received: mean(r?.allocated, r?.cycles),
        balance: held.get(item.unit_id) ?? 0,
      };
    });
    const excedente = await meanExcedente(excedenteOf, plantId, closed);
    const result = rebalanceAllocation({
      excedenteKwh: excedente,
      bankMonths: SURPLUS_MONTHS,
      beneficiaries: figures.map((f) => ({
        unitId: String(f.item.unit_id),
        active: unitOf.get(f.item.unit_id)?.active ?? false,
        meanConsumptionKwh: f.consumption,
        balanceKwh: f.balance,
      })),
    });
    return {
      plant_id: plantId,
      from: closed.length ? from : null,
      to: closed.length ? to : null,
      base_version: version?.version ?? null,
      excedente_kwh: excedente,
      needed_kwh: result.neededKwh,
      generator_ppm: result.generatorPpm,
      generator_kwh: result.generatorKwh,
      items: figures.map((f, index) => {
        const share = result.shares[index]!;
        return {
          unit_id: f.item.unit_id,
          installation_number: unitOf.get(f.item.unit_id)?.installation_number ?? '',
          customer_name: unitOf.get(f.item.unit_id)?.customer_name ?? '',
          current_ppm: f.item.percent_ppm ?? null,
          proposed_ppm: share.percentPpm,
          mean_consumption_kwh: f.consumption,
          mean_received_kwh: f.received,
          balance_kwh: f.balance,
          target_kwh: share.targetKwh,
          preview_kwh: share.previewKwh,
          reason: share.reason,
        };
      }),
    };
  };
}

/** Each UC's credits at the end of `cycle`. */
async function balances(db: Executor, cycle: string, ids: number[]) {
  const held = lotsAtEndOf(db, cycle, inArray(lots.unitId, ids));
  const rows = await db
    .select({ unitId: held.unitId, kwh: sum(held.balanceKwh).mapWith(Number) })
    .from(held)
    .groupBy(held.unitId);
  return new Map(rows.map((row) => [row.unitId, row.kwh]));
}
