import {
  access,
  invoiceExportQuerySchema,
  invoiceFilterOptionsSchema,
  invoiceListPageSchema,
  invoiceListQuerySchema,
  invoiceSchema,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { exportRoute } from '../../platform/http/export-route.ts';
import { listRoute, recordRoute } from '../../platform/http/read-routes.ts';
import type { FinanceService } from './finance-service.ts';
import { invoiceExportColumns } from './invoice-export.ts';

/** The operator's invoices: the filtered list with its totals, its export, its pickers' options, one invoice. */
export function invoiceListRoutes(app: App, { invoices }: FinanceService) {
  const tags = ['energy-finance'];

  listRoute(app, '/api/energy/invoices/', {
    access: access.can('read', 'Financeiro'),
    tags,
    query: invoiceListQuerySchema,
    page: invoiceListPageSchema,
    list: invoices.list,
  });

  exportRoute(app, '/api/energy/invoices/export/', {
    access: access.can('read', 'Financeiro'),
    tags,
    query: invoiceExportQuerySchema,
    name: 'faturas',
    columns: invoiceExportColumns,
    rows: invoices.all,
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
