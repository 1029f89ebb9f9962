import { access, idParams, invoiceCopyInputSchema, lateChargesQuerySchema } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { App } from '../../platform/http/app-type.ts';
import { createInvoiceBilling } from './invoice-billing.ts';
import { createInvoiceStatement } from './invoice-statement.ts';

/** An invoice's detail: its savings statement, the late charges of a payment on a day, second copy, cancel. */
export function invoiceRoutes(app: App, p: Platform) {
  const tags = ['energy-finance'];
  const statement = createInvoiceStatement(p.db);
  const billing = createInvoiceBilling(p.db);

  app.get('/api/energy/invoices/:id/statement/', {
    config: { access: access.can('read', 'Financeiro') },
    schema: { tags, params: idParams },
    handler: (request) => statement(request.actor, request.params.id),
  });

  app.get('/api/energy/invoices/:id/late-charges/', {
    config: { access: access.can('read', 'Financeiro') },
    schema: { tags, params: idParams, querystring: lateChargesQuerySchema },
    handler: (request) => billing.preview(request.actor, request.params.id, request.query.on),
  });

  app.post('/api/energy/invoices/:id/copies/', {
    config: { access: access.can('update', 'Financeiro') },
    schema: { tags, params: idParams, body: invoiceCopyInputSchema },
    handler: async (request, reply) => {
      await billing.issueCopy(request.actor, request.params.id, request.body.due_date);
      return reply.code(201).send(await statement(request.actor, request.params.id));
    },
  });

  app.post('/api/energy/invoices/:id/cancel/', {
    config: { access: access.can('update', 'Financeiro') },
    schema: { tags, params: idParams },
    handler: async (request) => {
      await billing.cancel(request.actor, request.params.id);
      return statement(request.actor, request.params.id);
    },
  });
}
