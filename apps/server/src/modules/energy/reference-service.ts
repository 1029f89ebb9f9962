import { z } from 'zod';
import { distributorInputSchema, idSchema, SUBGROUPS, tariffInputSchema } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { createResourceStore, simpleWrites } from '../../platform/http/resource.ts';
import { distributors, tariffs } from './schema.ts';
import { distributorToApi, tariffToApi } from './reference-to-api.ts';

/** Distributors (with their per-distributor rules and taxes) and their tariffs. */
export function createReferenceService(db: Db) {
  return {
    distributors: createResourceStore(db, {
      list: {
        table: distributors,
        key: distributors.id,
        ordering: { id: distributors.id, acronym: distributors.acronym, name: distributors.name },
        defaultOrdering: 'acronym',
        search: [distributors.acronym, distributors.name],
      },
      toApi: (rows) => rows.map(distributorToApi),
      input: distributorInputSchema,
      ...simpleWrites(distributors, distributors.id),
    }),
    tariffs: createResourceStore(db, {
      list: {
        table: tariffs,
        key: tariffs.id,
        ordering: { id: tariffs.id, valid_from: tariffs.validFrom },
        defaultOrdering: '-valid_from',
      },
      filters: {
        distributor_id: [tariffs.distributorId, idSchema],
        subgroup: [tariffs.subgroup, z.enum(SUBGROUPS)],
      },
      toApi: (rows) => rows.map(tariffToApi),
      input: tariffInputSchema,
      ...simpleWrites(tariffs, tariffs.id),
    }),
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
