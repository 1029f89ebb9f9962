import { and, asc, eq, max, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  access,
  allocationContextSchema,
  allocationInputSchema,
  allocationSchema,
  distributorFormQuerySchema,
  idParams,
  idSchema,
  safeString,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { notFound } from '../../platform/http/errors.ts';
import { pickLocale } from '../../platform/http/locale.ts';
import { sendExport } from '../../platform/http/list-export.ts';
import { registerResource, simpleWrites } from '../../platform/http/resource.ts';
import { toCamel, toSnake } from '../../platform/db/case.ts';
import type { App } from '../../platform/http/app-type.ts';
import { allocationVersions, customers, distributors, plants, units } from './schema.ts';
import { assertVersionUnused, checkedAllocation, lastClosedCycleOf } from './allocation-rules.ts';
import { createPlantAllocations } from './plant-allocations.ts';
import { distributorFormColumns, distributorFormRows } from './distributor-form.ts';

type AllocationRow = typeof allocationVersions.$inferSelect;

async function versionById(db: Platform['db'], id: number): Promise<AllocationRow> {
  const [row] = await db.select().from(allocationVersions).where(eq(allocationVersions.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * Rateio versions (§1.5): a change is a new version effective from a later cycle; a version that governed a
 * closed cycle stays as it was. Read under Prosumidor, changed with its update and create rights.
 */
export function allocationRoutes(app: App, p: Platform) {
  const tags = ['energy-prosumers'];
  registerResource(app, p.db, {
    paths: { list: '/api/energy/allocations/', item: '/api/energy/allocations/:id/' },
    subject: 'Prosumidor',
    tag: 'energy-prosumers',
    item: allocationSchema,
    input: allocationInputSchema,
    filters: z.object({ plant_id: idSchema.optional(), status: safeString().optional() }),
    list: {
      table: allocationVersions,
      key: allocationVersions.id,
      ordering: {
        id: allocationVersions.id,
        effective_cycle: allocationVersions.effectiveCycle,
        version: allocationVersions.version,
      },
      defaultOrdering: '-effective_cycle',
      filters: { plant_id: allocationVersions.plantId, status: allocationVersions.status },
    },
    toApi: (rows) => rows.map(toSnake),
    async create(tx, body) {
      const version = await checkedAllocation(tx, null, body);
      const [{ last }] = await tx
        .select({ last: max(allocationVersions.version) })
        .from(allocationVersions)
        .where(eq(allocationVersions.plantId, version.plant_id));
      const [row] = await tx
        .insert(allocationVersions)
        .values({ ...(toCamel(version) as typeof allocationVersions.$inferInsert), version: (last ?? 0) + 1 })
        .returning({ id: allocationVersions.id });
      return row!.id;
    },
    async update(tx, id, body) {
      const [current] = await tx.select().from(allocationVersions).where(eq(allocationVersions.id, id));
      await assertVersionUnused(tx, current!);
      const version = await checkedAllocation(tx, current!, body);
      await tx.update(allocationVersions).set(toCamel(version)).where(eq(allocationVersions.id, id));
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
      const [current] = await tx.select().from(allocationVersions).where(eq(allocationVersions.id, id));
      await assertVersionUnused(tx, current!);
      await simpleWrites(allocationVersions, allocationVersions.id).remove(tx, id);
    },
  });

  const plantAllocations = createPlantAllocations(p.db);
  app.get('/api/energy/plants/:id/allocations/', {
    config: { access: access.can('read', 'Prosumidor') },
    schema: { tags, params: idParams },
    handler: (request) => plantAllocations(request.params.id),
  });

  app.get('/api/energy/plants/:id/allocation-context/', {
    config: { access: access.can('read', 'Prosumidor') },
    schema: { tags, params: idParams, response: { 200: allocationContextSchema } },
    handler: async (request) => {
      const [plant] = await p.db
        .select({
          id: plants.id,
          name: plants.name,
          generating: plants.generatingUnitId,
          distributorId: plants.distributorId,
          distributor: distributors.name,
        })
        .from(plants)
        .innerJoin(distributors, eq(distributors.id, plants.distributorId))
        .where(eq(plants.id, request.params.id));
      if (!plant) throw notFound();
      const candidates = await p.db
        .select({
          id: units.id,
          installation_number: units.installationNumber,
          customer_name: customers.name,
        })
        .from(units)
        .innerJoin(customers, eq(customers.id, units.customerId))
        .where(and(eq(units.distributorId, plant.distributorId), eq(units.active, true)))
        .orderBy(asc(units.installationNumber))
        .limit(1000);
      return {
        plant_id: plant.id,
        plant_name: plant.name,
        distributor: plant.distributor,
        last_closed_cycle: await lastClosedCycleOf(p.db, plant.id),
        units: candidates.filter((u) => u.id !== plant.generating),
      };
    },
  });

  app.get('/api/energy/allocations/:id/distributor-form/', {
    config: { access: access.can('read', 'Prosumidor') },
    schema: { tags, params: idParams, querystring: distributorFormQuerySchema },
    handler: async (request, reply) => {
      const version = await versionById(p.db, request.params.id);
      const locale = pickLocale(request.headers['accept-language']);
      const rows = await distributorFormRows(p.db, version, request.actor.ability);
      return sendExport(reply, {
        format: request.query.format,
        locale,
        name: `rateio-v${version.version}`,
        columns: distributorFormColumns(locale, version.kind),
        batches: (async function* () {
          yield rows;
        })(),
      });
    },
  });
}
