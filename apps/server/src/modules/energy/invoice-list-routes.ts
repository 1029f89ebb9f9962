import {
  access,
  invoiceExportQuerySchema,
  invoiceFilterOptionsSchema,
  invoiceListPageSchema,
  invoiceListQuerySchema,
  invoiceSchema,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { sendExport } from '../../platform/http/list-export.ts';
import { recordRoute } from '../../platform/http/read-routes.ts';
import type { FinanceService } from './finance-service.ts';
import { invoiceExportColumns } from './invoice-export.ts';

/** The operator's invoices: the filtered list with its totals, its export, its pickers' options, one invoice. */
export function invoiceListRoutes(app: App, { invoices }: FinanceService) {
  const tags = ['energy-finance'];

  app.get('/api/energy/invoices/', {
    config: { access: access.can('read', 'Financeiro') },
    schema: { tags, querystring: invoiceListQuerySchema, response: { 200: invoiceListPageSchema } },
    handler: (request) => invoices.list(request.actor, request.query, request.url),
  });

  app.get('/api/energy/invoices/export/', {
    config: { access: access.can('read', 'Financeiro') },
    schema: { tags, querystring: invoiceExportQuerySchema },
    handler: (request, reply) => {
      const { locale } = request.actor;
      return sendExport(reply, {
        format: request.query.format,
        locale,
        name: 'faturas',
        columns: invoiceExportColumns(locale),
        batches: invoices.all(request.actor, request.query),
      });
    },
  });

  app.get('/api/energy/invoices/filters/', {
    config: { access: access.can('read', 'Financeiro') },
    schema: { tags, response: { 200: invoiceFilterOptionsSchema } },
    handler: () => invoices.filterOptions(),
  });

  recordRoute(app, 'GET', '/api/energy/invoices/:id/', {
    access: access.can('read', 'Financeiro'),
    tags,
    item: invoiceSchema,
    run: invoices.get,
  });
}
