import { z } from 'zod';
import { distributorInputSchema, idSchema, SUBGROUPS, tariffInputSchema } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { createTableStore } from '../../platform/http/resource.ts';
import { distributors, tariffs } from './schema.ts';
import { distributorToApi, tariffToApi } from './reference-to-api.ts';

/** Distributors (with their per-distributor rules and taxes) and their tariffs. */
export function createReferenceService(db: Db) {
  return {
    distributors: createTableStore(db, distributors, distributorToApi, {
      ordering: { id: distributors.id, acronym: distributors.acronym, name: distributors.name },
      defaultOrdering: 'acronym',
      search: [distributors.acronym, distributors.name],
      input: distributorInputSchema,
      audit: { subject: 'Geracao', record: 'distributor' },
      version: distributors.version,
    }),
    tariffs: createTableStore(db, tariffs, tariffToApi, {
      ordering: { id: tariffs.id, valid_from: tariffs.validFrom },
      defaultOrdering: '-valid_from',
      filters: {
        distributor_id: [tariffs.distributorId, idSchema],
        subgroup: [tariffs.subgroup, z.enum(SUBGROUPS)],
      },
      input: tariffInputSchema,
      audit: { subject: 'Geracao', record: 'tariff' },
      version: tariffs.version,
    }),
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
