import { access, cycleInvoicesSchema, cycleSchema, idParams, jobAcceptedSchema } from '@alvorada/contracts';
import { requireAuth } from '../../platform/access/access-hook.ts';
import { resourceRoutes } from '../../platform/http/resource.ts';
import type { App } from '../../platform/http/app-type.ts';
import type { CycleService } from './cycle-service.ts';
import { cycleToApi } from './cycle-to-api.ts';

/** Billing cycles and their jobs (close, recompute, expire), under Créditos. */
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

  const job = (path: string, run: typeof service.requestClose) =>
    app.post(path, {
      config: { access: access.can('update', 'Credito') },
      schema: { tags, params: idParams, response: { 202: jobAcceptedSchema } },
      handler: async (request, reply) => {
        const { id } = request.params;
        const accepted = await run(id, requireAuth(request).user.id);
        return reply.code(202).send({ ...accepted, cycle: cycleToApi(accepted.cycle) });
      },
    });
  job('/api/energy/cycles/:id/close/', service.requestClose);
  job('/api/energy/cycles/:id/recompute/', service.requestRecompute);
  job('/api/energy/cycles/:id/expire/', service.requestExpiry);

  app.get('/api/energy/cycles/:id/invoices/', {
    config: { access: access.can('read', 'Financeiro') },
    schema: { tags, params: idParams, response: { 200: cycleInvoicesSchema } },
    handler: (request) => service.invoiceTotals(request.params.id),
  });
}
