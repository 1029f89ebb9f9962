import {
  access,
  contractSchema,
  costSchema,
  customerCreditSchema,
  idParams,
  paymentReversalInputSchema,
  paymentSchema,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { resourceRoutes } from '../../platform/http/resource.ts';
import type { FinanceService } from './finance-service.ts';

/**
 * Subscription contracts, payments (with §3.9 late charges) and their reversal, the customers' credit from
 * excess payments and plant costs; invoices are listed by invoice-list-routes.ts.
 */
export function financeRoutes(app: App, finance: FinanceService) {
  const tag = 'energy-finance';
  resourceRoutes(
    app,
    {
      paths: {
        list: '/api/energy/contracts/',
        item: '/api/energy/contracts/:id/',
        history: '/api/energy/contracts/:id/history/',
      },
      subject: 'Financeiro',
      tag,
      item: contractSchema,
    },
    finance.contracts,
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
      paths: {
        list: '/api/energy/costs/',
        item: '/api/energy/costs/:id/',
        history: '/api/energy/costs/:id/history/',
      },
      subject: 'Financeiro',
      tag,
      item: costSchema,
    },
    finance.costs,
  );
  resourceRoutes(
    app,
    {
      paths: { list: '/api/energy/customer-credits/', item: '/api/energy/customer-credits/:id/' },
      subject: 'Financeiro',
      tag,
      item: customerCreditSchema,
    },
    finance.customerCredits,
  );

  // Who may record payments may take them back.
  app.post('/api/energy/payments/:id/reverse/', {
    config: { access: access.can('create', 'Financeiro') },
    schema: {
      tags: [tag],
      params: idParams,
      body: paymentReversalInputSchema,
      response: { 200: paymentSchema },
    },
    handler: (request) => finance.reversePayment(request.actor, request.params.id, request.body.reason),
  });
}
