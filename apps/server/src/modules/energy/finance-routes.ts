import { contractSchema, costSchema, invoiceSchema, paymentSchema } from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { resourceRoutes } from '../../platform/http/resource.ts';
import type { FinanceService } from './finance-service.ts';

/** Subscription contracts, the operator's invoices, payments (with §3.9 late charges) and plant costs. */
export function financeRoutes(app: App, finance: FinanceService) {
  const tag = 'energy-finance';
  resourceRoutes(
    app,
    {
      paths: { list: '/api/energy/contracts/', item: '/api/energy/contracts/:id/' },
      subject: 'Financeiro',
      tag,
      item: contractSchema,
    },
    finance.contracts,
  );
  resourceRoutes(
    app,
    {
      paths: { list: '/api/energy/invoices/', item: '/api/energy/invoices/:id/' },
      subject: 'Financeiro',
      tag,
      item: invoiceSchema,
    },
    finance.invoices,
  );
  resourceRoutes(
    app,
    {
      paths: { list: '/api/energy/payments/', item: '/api/energy/payments/:id/' },
      subject: 'Financeiro',
      tag,
      item: paymentSchema,
    },
    finance.payments,
  );
  resourceRoutes(
    app,
    {
      paths: { list: '/api/energy/costs/', item: '/api/energy/costs/:id/' },
      subject: 'Financeiro',
      tag,
      item: costSchema,
    },
    finance.costs,
  );
}
