import {
  access,
  creditApplicationInputSchema,
  idParams,
  invoiceCancelInputSchema,
  invoiceCopyInputSchema,
  invoiceDocumentQuerySchema,
  lateChargesQuerySchema,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import type { FinanceService } from './finance-service.ts';
import type { InvoiceDocuments } from './invoice-documents.ts';

/**
 * An invoice's detail: its savings statement, the late charges of a payment on a day, second copy, cancel,
 * paying it with the customer's credit (who may record payments may apply it), and its payable PDF, which
 * whoever reads the invoice may download and whoever may change it may e-mail to the customer.
 */
export function invoiceRoutes(
  app: App,
  { statement, billing, applyCredit }: FinanceService,
  documents: InvoiceDocuments,
) {
  const tags = ['energy-finance'];

  app.get('/api/energy/invoices/:id/document/', {
    config: { access: access.can('read', 'Financeiro') },
    schema: { tags, params: idParams, querystring: invoiceDocumentQuerySchema },
    handler: async (request, reply) => {
      const locale = request.query.locale ?? request.actor.locale;
      const { pdf, filename } = await documents.render(request.actor, request.params.id, locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.post('/api/energy/invoices/:id/send/', {
    config: { access: access.can('update', 'Financeiro') },
    schema: { tags, params: idParams },
    handler: (request) => documents.send(request.actor, request.params.id),
  });

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

  app.post('/api/energy/invoices/:id/apply-credit/', {
    config: { access: access.can('create', 'Financeiro') },
    schema: { tags, params: idParams, body: creditApplicationInputSchema },
    handler: async (request) => {
      await applyCredit(request.actor, request.params.id, request.body.amount_centavos);
      return statement(request.actor, request.params.id);
    },
  });

  app.post('/api/energy/invoices/:id/cancel/', {
    config: { access: access.can('update', 'Financeiro') },
    schema: { tags, params: idParams, body: invoiceCancelInputSchema },
    handler: async (request) => {
      await billing.cancel(request.actor, request.params.id, request.body.reason);
      return statement(request.actor, request.params.id);
    },
  });
}
