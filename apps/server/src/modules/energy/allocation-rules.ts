import { and, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import { allocationInputSchema } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MessageCode } from '../../platform/http/messages.ts';
import { allocationVersions, cycleResults, cycles, plants, units } from './schema.ts';

type AllocationRow = typeof allocationVersions.$inferSelect;
type AllocationInput = z.output<typeof allocationInputSchema>;

/** A stored version's fields as the API writes them. */
export const allocationInputOf = (row: AllocationRow): AllocationInput => ({
  plant_id: row.plantId,
  kind: row.kind,
  items: row.items,
  effective_cycle: row.effectiveCycle,
  status: row.status,
  protocol: row.protocol,
});

/** Versions that govern the cycles from their effective cycle on (§1.5). */
const GOVERNING = ['PROTOCOLADO', 'VIGENTE', 'SUBSTITUIDO'];

/**
 * The latest closed cycle that already computed the plant's UCs (its generating UC and every UC of its
 * versions): an allocation effective from it or before would change an apuração already billed.
 */
export async function lastClosedCycleOf(db: Executor, plantId: number, extraUnits: number[] = []) {
  const [plant] = await db
    .select({ generating: plants.generatingUnitId })
    .from(plants)
    .where(eq(plants.id, plantId));
  if (!plant) return null;
  const versions = await db
    .select({ items: allocationVersions.items })
    .from(allocationVersions)
    .where(eq(allocationVersions.plantId, plantId));
  const unitIds = [
    ...new Set([
      ...(plant.generating === null ? [] : [plant.generating]),
      ...versions.flatMap((v) => v.items.map((item) => item.unit_id)),
      ...extraUnits,
    ]),
  ];
  if (!unitIds.length) return null;
  const [row] = await db
    .select({ last: max(cycleResults.cycle) })
    .from(cycleResults)
    .innerJoin(cycles, and(eq(cycles.cycle, cycleResults.cycle), eq(cycles.state, 'closed')))
    .where(inArray(cycleResults.unitId, unitIds));
  return row?.last ?? null;
}

/** A version that governed a closed cycle is history: it is never changed nor deleted, a new one replaces it. */
export async function assertVersionUnused(db: Executor, version: AllocationRow) {
  if (!GOVERNING.includes(version.status)) return;
  const last = await lastClosedCycleOf(db, version.plantId);
  if (last !== null && version.effectiveCycle <= last)
    throw new AppError(409, 'allocation_version_used', {
      params: { version: version.version, cycle: last },
    });
}

/** Each item's own problems, keyed `items.<index>.<field>` as the editor's rows are. */
function itemErrors(input: AllocationInput) {
  const fields: Record<string, MessageCode[]> = {};
  const add = (key: string, code: MessageCode) => (fields[key] ??= []).push(code);
  const seen = new Set<number>();
  const priorities = new Set<number>();
  input.items.forEach((item, i) => {
    if (seen.has(item.unit_id)) add(`items.${i}.unit_id`, 'allocation_duplicate_unit');
    seen.add(item.unit_id);
    if (input.kind === 'PERCENTUAL') {
      // A share is whole ppm: 0,0001 % is the finest step, kept as given.
      if (item.percent_ppm === undefined || item.percent_ppm === 0)
        add(`items.${i}.percent_ppm`, 'allocation_share_required');
    } else if (item.priority === undefined) add(`items.${i}.priority`, 'allocation_priority_required');
    else if (priorities.has(item.priority)) add(`items.${i}.priority`, 'allocation_priority_repeated');
    else priorities.add(item.priority);
  });
  return fields;
}

/**
 * §1.5 and §2.6 on the server, each problem named by its field: shares ≤ 100 % to 4 decimals, each UC
 * once and of the plant's distributor, priorities unique, and an effective cycle after the last one closed.
 */
export async function checkedAllocation(
  tx: Executor,
  current: AllocationRow | null,
  body: Partial<AllocationInput>,
): Promise<AllocationInput> {
  const merged = current ? { ...allocationInputOf(current), ...body } : allocationInputSchema.parse(body);
  const [plant] = await tx.select().from(plants).where(eq(plants.id, merged.plant_id));
  if (!plant)
    throw new AppError(400, 'not_found_reference', { fields: { plant_id: ['not_found_reference'] } });
  const fields = itemErrors(merged);
  let code: MessageCode = 'allocation_invalid';
  const sum = merged.items.reduce((total, item) => total + (item.percent_ppm ?? 0), 0);
  if (merged.kind === 'PERCENTUAL' && sum > 1_000_000) {
    code = 'allocation_over_100';
    fields.items = ['allocation_over_100'];
  }
  const unitIds = merged.items.map((item) => item.unit_id);
  const found = await tx
    .select({ id: units.id })
    .from(units)
    .where(and(inArray(units.id, unitIds), eq(units.distributorId, plant.distributorId)));
  const ofDistributor = new Set(found.map((u) => u.id));
  merged.items.forEach((item, i) => {
    if (!ofDistributor.has(item.unit_id)) (fields[`items.${i}.unit_id`] ??= []).push('distributor_mismatch');
  });
  // A draft given its protocol starts to govern: its cycle must still be open then.
  const changesHistory =
    !current ||
    body.effective_cycle !== undefined ||
    body.items !== undefined ||
    (body.status !== undefined && GOVERNING.includes(body.status));
  const last = changesHistory ? await lastClosedCycleOf(tx, plant.id, unitIds) : null;
  const params: Record<string, string> = {};
  if (last !== null && merged.effective_cycle <= last) {
    fields.effective_cycle = ['allocation_cycle_closed'];
    params.cycle = last;
    if (code === 'allocation_invalid' && Object.keys(fields).length === 1) code = 'allocation_cycle_after';
  }
  if (Object.keys(fields).length) throw new AppError(400, code, { fields, params });
  return merged;
}
