import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  distributorInputSchema,
  distributorSchema,
  ENERGY_API,
  tariffInputSchema,
  tariffSchema,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { distributors, tariffs } from './schema.ts';
import { registerResource, simpleWrites } from './resource.ts';
import { toSnake } from './case.ts';

type DistributorRow = typeof distributors.$inferSelect;
type TariffRow = typeof tariffs.$inferSelect;

/** Distributors (with their per-distributor rules and taxes) and their tariffs, under Geração. */
export function referenceRoutes(app: FastifyInstance, p: Platform) {
  registerResource<DistributorRow>(app, p, {
    path: `${ENERGY_API}/distributors/`,
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

  registerResource<TariffRow>(app, p, {
    path: `${ENERGY_API}/tariffs/`,
    subject: 'Geracao',
    tag: 'energy-reference',
    item: tariffSchema,
    input: tariffInputSchema,
    filters: z.object({
      distributor_id: z.coerce.number().int().optional(),
      subgroup: z.string().optional(),
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
