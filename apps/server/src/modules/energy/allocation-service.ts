import { and, asc, eq, max, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  ALLOCATION_STATUSES,
  allocationInputSchema,
  allocationSchema,
  idSchema,
  type AllocationContext,
} from '@alvorada/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { createResourceStore } from '../../platform/http/resource.ts';
import { allocationVersions, distributors, plants, units } from './schema.ts';
import {
  allocationInputOf,
  assertVersionUnused,
  checkedAllocation,
  lastClosedCycleOf,
} from './allocation-rules.ts';
import { createPlantAllocations } from './plant-allocations.ts';
import { createRebalancing } from './allocation-rebalancing.ts';
import { distributorFormRows, unitsWithHolders } from './distributor-form.ts';

type AllocationRow = typeof allocationVersions.$inferSelect;
type AllocationInput = z.output<typeof allocationInputSchema>;

const allocationToApi = (row: AllocationRow): z.output<typeof allocationSchema> => ({
  id: row.id,
  version: row.version,
  ...allocationInputOf(row),
});

const columnsOf = (version: AllocationInput) => ({
  plantId: version.plant_id,
  kind: version.kind,
  items: version.items,
  effectiveCycle: version.effective_cycle,
  status: version.status,
  protocol: version.protocol,
});

async function versionById(db: Db | Tx, id: number): Promise<AllocationRow> {
  const [row] = await db.select().from(allocationVersions).where(eq(allocationVersions.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * Rateio versions (§1.5): a change is a new version effective from a later cycle; a version that governed a
 * closed cycle stays as it was. Also what the editor needs of a plant, and a version as the distributor's form.
 */
export function createAllocationService(db: Db) {
  return {
    versions: createResourceStore(db, {
      list: {
        table: allocationVersions,
        key: allocationVersions.id,
        ordering: {
          id: allocationVersions.id,
          effective_cycle: allocationVersions.effectiveCycle,
          version: allocationVersions.version,
        },
        defaultOrdering: '-effective_cycle',
      },
      filters: {
        plant_id: [allocationVersions.plantId, idSchema],
        status: [allocationVersions.status, z.enum(ALLOCATION_STATUSES)],
      },
      toApi: (rows) => rows.map(allocationToApi),
      input: allocationInputSchema,
      audit: { subject: 'Prosumidor', record: 'allocation' },
      async create(tx, body) {
        const version = await checkedAllocation(tx, null, body);
        const [{ last }] = await tx
          .select({ last: max(allocationVersions.version) })
          .from(allocationVersions)
          .where(eq(allocationVersions.plantId, version.plant_id));
        const [row] = await tx
          .insert(allocationVersions)
          .values({ ...columnsOf(version), version: (last ?? 0) + 1 })
          .returning({ id: allocationVersions.id });
        return row!.id;
      },
      async update(tx, id, body) {
        const current = await versionById(tx, id);
        await assertVersionUnused(tx, current);
        const version = await checkedAllocation(tx, current, body);
        await tx.update(allocationVersions).set(columnsOf(version)).where(eq(allocationVersions.id, id));
        if (version.status === 'VIGENTE') {
          // At most one VIGENTE version per plant (§2.6): the one it replaces becomes SUBSTITUIDO.
          await tx
            .update(allocationVersions)
            .set({ status: 'SUBSTITUIDO' })
            .where(
              and(
                eq(allocationVersions.plantId, version.plant_id),
                eq(allocationVersions.status, 'VIGENTE'),
                ne(allocationVersions.id, id),
              ),
            );
        }
      },
      async remove(tx, id) {
        await assertVersionUnused(tx, await versionById(tx, id));
        await tx.delete(allocationVersions).where(eq(allocationVersions.id, id));
      },
    }),

    plantAllocations: createPlantAllocations(db),

    rebalancing: createRebalancing(db),

    /** The plant, its distributor, the last cycle closed with its UCs and the UCs that may receive credits. */
    async context(plantId: number): Promise<AllocationContext> {
      const [plant] = await db
        .select({
          id: plants.id,
          name: plants.name,
          generating: plants.generatingUnitId,
          distributorId: plants.distributorId,
          distributor: distributors.name,
        })
        .from(plants)
        .innerJoin(distributors, eq(distributors.id, plants.distributorId))
        .where(eq(plants.id, plantId));
      if (!plant) throw notFound();
      const candidates = await unitsWithHolders(db)
        .where(and(eq(units.distributorId, plant.distributorId), eq(units.active, true)))
        .orderBy(asc(units.installationNumber))
        .limit(1000);
      return {
        plant_id: plant.id,
        plant_name: plant.name,
        distributor: plant.distributor,
        last_closed_cycle: await lastClosedCycleOf(db, plant.id),
        units: candidates.filter((u) => u.id !== plant.generating),
      };
    },

    /** The version and its beneficiaries' lines as the distributor's request form, fields as the reader sees them. */
    async distributorForm(actor: Actor, id: number) {
      const version = await versionById(db, id);
      return { version, rows: await distributorFormRows(db, version, actor.ability) };
    },
  };
}

export type AllocationService = ReturnType<typeof createAllocationService>;
