import { distributorSchema, tariffSchema } from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { resourceRoutes } from '../../platform/http/resource.ts';
import type { ReferenceService } from './reference-service.ts';

/** Distributors (with their per-distributor rules and taxes) and their tariffs, under Geração. */
export function referenceRoutes(app: App, references: ReferenceService) {
  resourceRoutes(
    app,
    {
      subject: 'Geracao',
      tag: 'energy-reference',
      paths: {
        list: '/api/energy/distributors/',
        item: '/api/energy/distributors/:id/',
        history: '/api/energy/distributors/:id/history/',
      },
      item: distributorSchema,
    },
    references.distributors,
  );
  resourceRoutes(
    app,
    {
      subject: 'Geracao',
      tag: 'energy-reference',
      paths: {
        list: '/api/energy/tariffs/',
        item: '/api/energy/tariffs/:id/',
        history: '/api/energy/tariffs/:id/history/',
      },
      item: tariffSchema,
    },
    references.tariffs,
  );
}
