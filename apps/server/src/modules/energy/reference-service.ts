import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { distributorInputSchema, idSchema, SUBGROUPS, tariffInputSchema } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { createResourceStore, createTableStore, simpleWrites } from '../../platform/http/resource.ts';
import { distributors, tariffs } from './schema.ts';
import { distributorToApi, tariffToApi } from './reference-to-api.ts';
import { assertTariffStartFree } from './record-checks.ts';

/**
 * Distributors (with their per-distributor rules and taxes) and their tariffs, each in force from its date until
 * the next of its subgroup starts.
 */
export function createReferenceService(db: Db) {
  const tariffWrites = simpleWrites(tariffs, tariffs.id);
  return {
    distributors: createTableStore(db, distributors, distributorToApi, {
      ordering: { id: distributors.id, acronym: distributors.acronym, name: distributors.name },
      defaultOrdering: 'acronym',
      search: [distributors.acronym, distributors.name],
      input: distributorInputSchema,
      audit: { subject: 'Geracao', record: 'distributor' },
      version: distributors.version,
    }),
    tariffs: createResourceStore(db, {
      list: {
        table: tariffs,
        key: tariffs.id,
        ordering: { id: tariffs.id, valid_from: tariffs.validFrom, subgroup: tariffs.subgroup },
        defaultOrdering: '-valid_from',
      },
      filters: {
        distributor_id: [tariffs.distributorId, idSchema],
        subgroup: [tariffs.subgroup, z.enum(SUBGROUPS)],
      },
      toApi: (rows) => rows.map(tariffToApi),
      input: tariffInputSchema,
      audit: { subject: 'Geracao', record: 'tariff' },
      version: tariffs.version,
      remove: tariffWrites.remove,
      async create(tx, body) {
        await assertTariffStartFree(tx, {
          distributorId: body.distributor_id,
          subgroup: body.subgroup,
          validFrom: body.valid_from,
        });
        return tariffWrites.create(tx, body);
      },
      async update(tx, id, body) {
        const [row] = await tx.select().from(tariffs).where(eq(tariffs.id, id));
        const tariff = {
          distributorId: body.distributor_id ?? row!.distributorId,
          subgroup: body.subgroup ?? row!.subgroup,
          validFrom: body.valid_from ?? row!.validFrom,
        };
        await assertTariffStartFree(tx, tariff, id);
        await tariffWrites.update(tx, id, body);
      },
    }),
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
