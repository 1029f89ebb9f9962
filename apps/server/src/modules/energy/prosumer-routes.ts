import { and, eq, inArray, max, ne } from 'drizzle-orm';
import { z } from 'zod';
import { validateAllocationVersion, type AllocationVersion } from '@alvorada/energy';
import {
  access,
  idParams,
  allocationInputSchema,
  allocationSchema,
  billSchema,
  customerInputSchema,
  customerSchema,
  unitInputSchema,
  unitSchema,
  idSchema,
  safeString,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { allocationVersions, bills, customers, plants, units } from './schema.ts';
import { registerResource, simpleWrites } from '../../platform/http/resource.ts';
import { toCamel, toSnake } from '../../platform/db/case.ts';
import { customersToApi } from './document-mask.ts';
import { createPlantAllocations } from './plant-allocations.ts';
import { createUnitStatement } from './unit-statement.ts';
import type { App } from '../../platform/http/app-type.ts';

type AllocationRow = typeof allocationVersions.$inferSelect;

const customerColumns = (body: Partial<z.output<typeof customerInputSchema>>) => {
  const { cpf_cnpj, ...rest } = body;
  return toCamel({ ...rest, document: cpf_cnpj });
};

/** §1.5 and §2.6: shares ≤ 100 %, each UC once, all UCs in the plant's distributor. */
async function checkedAllocation(
  tx: Tx,
  current: AllocationRow | null,
  body: Partial<z.output<typeof allocationInputSchema>>,
) {
  const merged = { ...(current ? toSnake(current) : {}), ...body } as z.infer<typeof allocationInputSchema>;
  const version: AllocationVersion = {
    plantId: String(merged.plant_id),
    version: current?.version ?? 0,
    kind: merged.kind,
    effectiveCycle: merged.effective_cycle,
    status: merged.status,
    items: merged.items.map((item) => ({
      unitId: String(item.unit_id),
      percentPpm: item.percent_ppm,
      priority: item.priority,
    })),
  };
  try {
    validateAllocationVersion(version);
  } catch (error) {
    const over = error instanceof RangeError && /more than 100/.test(error.message);
    const code = over ? 'allocation_over_100' : 'allocation_invalid';
    throw new AppError(400, code, { fields: { items: [code] } });
  }
  const [plant] = await tx.select().from(plants).where(eq(plants.id, merged.plant_id));
  if (!plant)
    throw new AppError(400, 'not_found_reference', { fields: { plant_id: ['not_found_reference'] } });
  const unitIds = merged.items.map((item) => item.unit_id);
  const found = await tx
    .select({ id: units.id })
    .from(units)
    .where(and(inArray(units.id, unitIds), eq(units.distributorId, plant.distributorId)));
  if (found.length !== new Set(unitIds).size)
    throw new AppError(400, 'distributor_mismatch', { fields: { items: ['distributor_mismatch'] } });
  return merged;
}

/** Customers (document masked by field rule), their UCs, rateio versions and distributor bills. */
export function prosumerRoutes(app: App, p: Platform) {
  registerResource(app, p.db, {
    paths: { list: '/api/energy/customers/', item: '/api/energy/customers/:id/' },
    subject: 'Prosumidor',
    tag: 'energy-prosumers',
    item: customerSchema,
    input: customerInputSchema,
    filters: z.object({ status: safeString().optional(), role: safeString().optional() }),
    list: {
      table: customers,
      key: customers.id,
      ordering: { id: customers.id, name: customers.name, status: customers.status },
      defaultOrdering: 'name',
      search: [customers.name, customers.email],
      filters: { status: customers.status, role: customers.role },
    },
    toApi: (rows, actor) => customersToApi(rows, actor.ability),
    ...simpleWrites(customers, customers.id),
    create: (tx, body) => simpleWrites(customers, customers.id).create(tx, customerColumns(body)),
    update: (tx, id, body) => simpleWrites(customers, customers.id).update(tx, id, customerColumns(body)),
  });

  registerResource(app, p.db, {
    paths: { list: '/api/energy/units/', item: '/api/energy/units/:id/' },
    subject: 'Prosumidor',
    tag: 'energy-prosumers',
    item: unitSchema,
    input: unitInputSchema,
    filters: z.object({
      distributor_id: idSchema.optional(),
      customer_id: idSchema.optional(),
      unit_class: safeString().optional(),
      connection: safeString().optional(),
    }),
    list: {
      table: units,
      key: units.id,
      ordering: { id: units.id, installation_number: units.installationNumber, city: units.city },
      defaultOrdering: 'id',
      search: [units.installationNumber, units.city],
      filters: {
        distributor_id: units.distributorId,
        customer_id: units.customerId,
        unit_class: units.unitClass,
        connection: units.connection,
      },
    },
    toApi: (rows) => rows.map(toSnake),
    ...simpleWrites(units, units.id),
  });

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
    remove: simpleWrites(allocationVersions, allocationVersions.id).remove,
  });

  registerResource(app, p.db, {
    paths: { list: '/api/energy/bills/', item: '/api/energy/bills/:id/' },
    subject: 'Prosumidor',
    tag: 'energy-prosumers',
    item: billSchema,
    filters: z.object({
      unit_id: idSchema.optional(),
      cycle: safeString().optional(),
      check_status: safeString().optional(),
    }),
    list: {
      table: bills,
      key: bills.id,
      ordering: { id: bills.id, cycle: bills.cycle, consumption_kwh: bills.consumptionKwh },
      defaultOrdering: '-cycle',
      filters: { unit_id: bills.unitId, cycle: bills.cycle, check_status: bills.checkStatus },
    },
    toApi: (rows) => rows.map(toSnake),
  });

  const plantAllocations = createPlantAllocations(p.db);
  app.get('/api/energy/plants/:id/allocations/', {
    config: { access: access.can('read', 'Prosumidor') },
    schema: { tags: ['energy-prosumers'], params: idParams },
    handler: (request) => plantAllocations(request.params.id),
  });

  const unitStatement = createUnitStatement(p.db);
  app.get('/api/energy/units/:id/statement/', {
    config: { access: access.can('read', 'Prosumidor') },
    schema: { tags: ['energy-prosumers'], params: idParams },
    handler: (request) => unitStatement(request.actor, request.params.id),
  });
}
