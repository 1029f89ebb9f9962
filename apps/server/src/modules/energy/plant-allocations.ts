import { desc, eq, inArray } from 'drizzle-orm';
import type { PlantAllocationVersion } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { allocationVersions, customers, plants, units } from './schema.ts';

/** A plant's allocation versions, newest effective cycle first, each UC named by installation and customer. */
export function createPlantAllocations(db: Db) {
  return async function plantAllocations(id: number): Promise<PlantAllocationVersion[]> {
    const [plant] = await db.select({ id: plants.id }).from(plants).where(eq(plants.id, id));
    if (!plant) throw notFound();
    const versions = await db
      .select()
      .from(allocationVersions)
      .where(eq(allocationVersions.plantId, id))
      .orderBy(desc(allocationVersions.effectiveCycle), desc(allocationVersions.version));
    const unitIds = [...new Set(versions.flatMap((v) => v.items.map((item) => item.unit_id)))];
    const named = unitIds.length
      ? await db
          .select({ id: units.id, installation: units.installationNumber, customer: customers.name })
          .from(units)
          .innerJoin(customers, eq(customers.id, units.customerId))
          .where(inArray(units.id, unitIds))
      : [];
    const unitOf = new Map(named.map((u) => [u.id, u]));
    return versions.map((v) => ({
      id: v.id,
      version: v.version,
      effective_cycle: v.effectiveCycle,
      status: v.status,
      kind: v.kind,
      protocol: v.protocol,
      items: v.items.map((item) => ({
        unit_id: item.unit_id,
        installation_number: unitOf.get(item.unit_id)?.installation ?? '',
        customer_name: unitOf.get(item.unit_id)?.customer ?? '',
        percent_ppm: item.percent_ppm ?? null,
        priority: item.priority ?? null,
      })),
    }));
  };
}
