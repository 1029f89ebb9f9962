import {
  access,
  allocationContextSchema,
  allocationSchema,
  distributorFormQuerySchema,
  idParams,
  rebalancingSuggestionSchema,
} from '@alvorada/contracts';
import { sendExport } from '../../platform/http/list-export.ts';
import { recordRoute } from '../../platform/http/read-routes.ts';
import { resourceRoutes } from '../../platform/http/resource.ts';
import type { App } from '../../platform/http/app-type.ts';
import type { AllocationService } from './allocation-service.ts';
import { distributorFormColumns } from './distributor-form.ts';

const tag = 'energy-prosumers';
const read = { access: access.can('read', 'Prosumidor'), tags: [tag] };

/**
 * Rateio versions (§1.5): a change is a new version effective from a later cycle; a version that governed a
 * closed cycle stays as it was. Read under Prosumidor, changed with its update and create rights.
 */
export function allocationRoutes(app: App, allocations: AllocationService) {
  resourceRoutes(
    app,
    {
      paths: { list: '/api/energy/allocations/', item: '/api/energy/allocations/:id/' },
      subject: 'Prosumidor',
      tag,
      item: allocationSchema,
    },
    allocations.versions,
  );

  recordRoute(app, 'GET', '/api/energy/plants/:id/allocations/', {
    ...read,
    run: (_actor, id) => allocations.plantAllocations(id),
  });

  recordRoute(app, 'GET', '/api/energy/plants/:id/allocation-context/', {
    ...read,
    item: allocationContextSchema,
    run: (_actor, id) => allocations.context(id),
  });

  recordRoute(app, 'GET', '/api/energy/plants/:id/rebalancing/', {
    ...read,
    item: rebalancingSuggestionSchema,
    run: (_actor, id) => allocations.rebalancing(id),
  });

  app.get('/api/energy/allocations/:id/distributor-form/', {
    config: { access: read.access },
    schema: { tags: read.tags, params: idParams, querystring: distributorFormQuerySchema },
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
