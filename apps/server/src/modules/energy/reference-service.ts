import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  DISTRIBUTOR_STATUSES,
  distributorInputSchema,
  idSchema,
  SUBGROUPS,
  tariffInputSchema,
} from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { createResourceStore, simpleWrites } from '../../platform/http/resource.ts';
import { distributors, tariffs } from './schema.ts';
import { distributorToApi, tariffToApi } from './reference-to-api.ts';
import { assertTariffStartFree } from './record-checks.ts';
import { assertDistributorOffered, assertDistributorUnused } from './distributor-status.ts';

/**
 * Distributors (with their per-distributor rules and taxes) and their tariffs, each in force from its date until
 * the next of its subgroup starts; an inactive distributor takes no new tariff.
 */
export function createReferenceService(db: Db) {
  const tariffWrites = simpleWrites(tariffs, tariffs.id);
  const distributorWrites = simpleWrites(distributors, distributors.id);
  return {
    distributors: createResourceStore(db, {
      list: {
        table: distributors,
        key: distributors.id,
        ordering: { id: distributors.id, acronym: distributors.acronym, name: distributors.name },
        defaultOrdering: 'acronym',
        search: [distributors.acronym, distributors.name],
      },
      filters: { status: [distributors.status, z.enum(DISTRIBUTOR_STATUSES)] },
      toApi: (rows) => rows.map(distributorToApi),
      input: distributorInputSchema,
      audit: { subject: 'Geracao', record: 'distributor' },
      version: distributors.version,
      create: distributorWrites.create,
      remove: distributorWrites.remove,
      async update(tx, id, body) {
        if (body.status === 'INATIVA') await assertDistributorUnused(tx, id);
        await distributorWrites.update(tx, id, body);
      },
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
        await assertDistributorOffered(tx, body.distributor_id);
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
        if (body.distributor_id !== undefined) await assertDistributorOffered(tx, body.distributor_id);
        await assertTariffStartFree(tx, tariff, id);
        await tariffWrites.update(tx, id, body);
      },
    }),
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
