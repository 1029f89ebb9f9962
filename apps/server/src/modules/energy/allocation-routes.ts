import {
  access,
  allocationContextSchema,
  allocationSchema,
  distributorFormQuerySchema,
  idParams,
} from '@alvorada/contracts';
import { sendExport } from '../../platform/http/list-export.ts';
import { resourceRoutes } from '../../platform/http/resource.ts';
import type { App } from '../../platform/http/app-type.ts';
import type { AllocationService } from './allocation-service.ts';
import { distributorFormColumns } from './distributor-form.ts';

/**
 * Rateio versions (§1.5): a change is a new version effective from a later cycle; a version that governed a
 * closed cycle stays as it was. Read under Prosumidor, changed with its update and create rights.
 */
export function allocationRoutes(app: App, allocations: AllocationService) {
  const tags = ['energy-prosumers'];
  resourceRoutes(
    app,
    {
      paths: { list: '/api/energy/allocations/', item: '/api/energy/allocations/:id/' },
      subject: 'Prosumidor',
      tag: 'energy-prosumers',
      item: allocationSchema,
    },
    allocations.versions,
  );

  app.get('/api/energy/plants/:id/allocations/', {
    config: { access: access.can('read', 'Prosumidor') },
    schema: { tags, params: idParams },
    handler: (request) => allocations.plantAllocations(request.params.id),
  });

  app.get('/api/energy/plants/:id/allocation-context/', {
    config: { access: access.can('read', 'Prosumidor') },
    schema: { tags, params: idParams, response: { 200: allocationContextSchema } },
    handler: (request) => allocations.context(request.params.id),
  });

  app.get('/api/energy/allocations/:id/distributor-form/', {
    config: { access: access.can('read', 'Prosumidor') },
    schema: { tags, params: idParams, querystring: distributorFormQuerySchema },
    handler: async (request, reply) => {
      const { version, rows } = await allocations.distributorForm(request.actor, request.params.id);
      const { locale } = request.actor;
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
