import { z } from 'zod';
import {
  distributorInputSchema,
  distributorSchema,
  tariffInputSchema,
  tariffSchema,
  idSchema,
  safeString,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { distributors, tariffs } from './schema.ts';
import { registerResource, simpleWrites } from '../../platform/http/resource.ts';
import { toSnake } from '../../platform/db/case.ts';
import type { App } from '../../platform/http/app-type.ts';

/** Distributors (with their per-distributor rules and taxes) and their tariffs, under Geração. */
export function referenceRoutes(app: App, p: Platform) {
  registerResource(app, p.db, {
    paths: { list: '/api/energy/distributors/', item: '/api/energy/distributors/:id/' },
    subject: 'Geracao',
    tag: 'energy-reference',
    item: distributorSchema,
    input: distributorInputSchema,
    list: {
      table: distributors,
      key: distributors.id,
      ordering: { id: distributors.id, acronym: distributors.acronym, name: distributors.name },
      defaultOrdering: 'acronym',
      search: [distributors.acronym, distributors.name],
    },
    toApi: (rows) => rows.map(toSnake),
    ...simpleWrites(distributors, distributors.id),
  });

  registerResource(app, p.db, {
    paths: { list: '/api/energy/tariffs/', item: '/api/energy/tariffs/:id/' },
    subject: 'Geracao',
    tag: 'energy-reference',
    item: tariffSchema,
    input: tariffInputSchema,
    filters: z.object({
      distributor_id: idSchema.optional(),
      subgroup: safeString().optional(),
    }),
    list: {
      table: tariffs,
      key: tariffs.id,
      ordering: { id: tariffs.id, valid_from: tariffs.validFrom },
      defaultOrdering: '-valid_from',
      filters: { distributor_id: tariffs.distributorId, subgroup: tariffs.subgroup },
    },
    toApi: (rows) => rows.map(toSnake),
    ...simpleWrites(tariffs, tariffs.id),
  });
}
