import {
  access,
  cycleClosePreviewSchema,
  cycleCloseInputSchema,
  cycleHistorySchema,
  cycleInvoicesSchema,
  cycleRecomputeInputSchema,
  cycleReopenInputSchema,
  cycleSchema,
  idParams,
  jobAcceptedSchema,
} from '@alvorada/contracts';
import { resourceRoutes } from '../../platform/http/resource.ts';
import type { App } from '../../platform/http/app-type.ts';
import type { CycleService } from './cycle-service.ts';
import { cycleToApi } from './cycle-to-api.ts';

/** Billing cycles, their close (with its preview), reopening and jobs (close, recompute, expire), under Créditos. */
export function cycleRoutes(app: App, service: CycleService) {
  const tags = ['energy-credits'];
  resourceRoutes(
    app,
    {
      paths: { list: '/api/energy/cycles/', item: '/api/energy/cycles/:id/' },
      subject: 'Credito',
      tag: 'energy-credits',
      item: cycleSchema,
    },
    service.store,
  );
  const update = { access: access.can('update', 'Credito') };
  const accepted = { 202: jobAcceptedSchema };
  const answerJob = (job: { job_id: string; cycle: Parameters<typeof cycleToApi>[0] }) => ({
    ...job,
    cycle: cycleToApi(job.cycle),
  });

  app.get('/api/energy/cycles/:id/close-preview/', {
    config: { access: access.can('read', 'Credito') },
    schema: { tags, params: idParams, response: { 200: cycleClosePreviewSchema } },
    handler: (request) => service.closePreview(request.params.id),
  });

  app.post('/api/energy/cycles/:id/close/', {
    config: update,
    schema: { tags, params: idParams, body: cycleCloseInputSchema, response: accepted },
    handler: async (request, reply) => {
      const job = await service.requestClose(request.actor, request.params.id, request.body);
      return reply.code(202).send(answerJob(job));
    },
  });

  app.post('/api/energy/cycles/:id/recompute/', {
    config: update,
    schema: { tags, params: idParams, body: cycleRecomputeInputSchema, response: accepted },
    handler: async (request, reply) => {
      const { id } = request.params;
      const job = await service.requestRecompute(request.actor, id, request.body?.reason);
      return reply.code(202).send(answerJob(job));
    },
  });

  app.post('/api/energy/cycles/:id/expire/', {
    config: update,
    schema: { tags, params: idParams, response: accepted },
    handler: async (request, reply) => {
      const job = await service.requestExpiry(request.actor, request.params.id);
      return reply.code(202).send(answerJob(job));
    },
  });

  app.post('/api/energy/cycles/:id/reopen/', {
    config: update,
    schema: { tags, params: idParams, body: cycleReopenInputSchema, response: { 200: cycleSchema } },
    handler: async (request) =>
      cycleToApi(await service.reopen(request.actor, request.params.id, request.body.reason)),
  });

  // A reader of Crédito sees what was done to the cycle without reading the whole audit log (Admin).
  app.get('/api/energy/cycles/:id/history/', {
    config: { access: access.can('read', 'Credito') },
    schema: { tags, params: idParams, response: { 200: cycleHistorySchema } },
    handler: (request) => service.history(request.params.id),
  });

  app.get('/api/energy/cycles/:id/invoices/', {
    config: { access: access.can('read', 'Financeiro') },
    schema: { tags, params: idParams, response: { 200: cycleInvoicesSchema } },
    handler: (request) => service.invoiceTotals(request.params.id),
  });
}
