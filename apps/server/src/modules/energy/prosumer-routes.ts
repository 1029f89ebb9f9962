import { access, idParams, billSchema, customerSchema, unitSchema } from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { resourceRoutes } from '../../platform/http/resource.ts';
import type { ProsumerService } from './prosumer-service.ts';

/** Customers (document masked by field rule), their UCs and distributor bills, under Prosumidor. */
export function prosumerRoutes(app: App, prosumers: ProsumerService) {
  const tag = 'energy-prosumers';
  resourceRoutes(
    app,
    {
      paths: {
        list: '/api/energy/customers/',
        item: '/api/energy/customers/:id/',
        history: '/api/energy/customers/:id/history/',
      },
      subject: 'Prosumidor',
      tag,
      item: customerSchema,
    },
    prosumers.customers,
  );
  resourceRoutes(
    app,
    {
      paths: {
        list: '/api/energy/units/',
        item: '/api/energy/units/:id/',
        history: '/api/energy/units/:id/history/',
      },
      subject: 'Prosumidor',
      tag,
      item: unitSchema,
    },
    prosumers.units,
  );
  resourceRoutes(
    app,
    {
      paths: { list: '/api/energy/bills/', item: '/api/energy/bills/:id/' },
      subject: 'Prosumidor',
      tag,
      item: billSchema,
    },
    prosumers.bills,
  );

  app.get('/api/energy/units/:id/statement/', {
    config: { access: access.can('read', 'Prosumidor') },
    schema: { tags: [tag], params: idParams },
    handler: (request) => prosumers.unitStatement(request.actor, request.params.id),
  });
}
