import { z } from 'zod';
import {
  access,
  idParams,
  pageOf as pageSchema,
  reportListQuerySchema,
  reportRequestSchema,
  reportScheduleInputSchema,
  reportScheduleListQuerySchema,
  reportSchedulePatchSchema,
  reportScheduleSchema,
  reportSchema,
  reportSendSchema,
  reportSummarySchema,
  type Action,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { deleteRoute } from '../../platform/http/delete-route.ts';
import { listRoute, readRoutes, recordRoute } from '../../platform/http/read-routes.ts';
import { createRoute, writeRoutes } from '../../platform/http/write-routes.ts';
import type { ReportService } from './report-service.ts';
import type { ReportSchedules } from './report-schedules.ts';
import type { ReportDelivery } from './report-delivery.ts';

/**
 * The Relatórios page: its KPIs, the history of requested reports (request, read, download, retry, send,
 * delete) and the monthly schedules.
 */
export function reportRoutes(
  app: App,
  services: { reports: ReportService; schedules: ReportSchedules; delivery: ReportDelivery },
) {
  const { reports, schedules, delivery } = services;
  const tags = ['energy-reports'];
  const may = (action: Action) => ({ access: access.can(action, 'Relatorio'), tags });

  app.get('/api/energy/summary/reports/', {
    config: { access: access.can('read', 'Relatorio') },
    schema: { tags: ['energy-summaries'], querystring: z.object({}), response: { 200: reportSummarySchema } },
    handler: () => reports.summary(),
  });

  readRoutes(app, reports, {
    ...may('read'),
    paths: { list: '/api/energy/reports/', item: '/api/energy/reports/:id/' },
    schemas: { query: reportListQuerySchema, page: pageSchema(reportSchema), item: reportSchema },
  });

  const queued = { item: reportSchema, status: 202 } as const;
  createRoute(app, '/api/energy/reports/', {
    ...may('create'),
    ...queued,
    body: reportRequestSchema,
    create: reports.request,
  });

  app.get('/api/energy/reports/:id/file/', {
    config: { access: access.can('read', 'Relatorio') },
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      const { filename, contentType, file } = await reports.file(request.actor, request.params.id);
      return reply
        .type(contentType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  });

  recordRoute(app, 'POST', '/api/energy/reports/:id/retry/', {
    ...may('create'),
    ...queued,
    run: reports.retry,
  });

  app.post('/api/energy/reports/:id/send/', {
    config: { access: access.can('create', 'Relatorio') },
    schema: { tags, params: idParams, body: reportSendSchema, response: { 200: reportSchema } },
    handler: async (request) => {
      await reports.file(request.actor, request.params.id);
      return reports.toApi(await delivery.send(request.params.id, request.body.to), request.actor.locale);
    },
  });

  deleteRoute(app, '/api/energy/reports/:id/', {
    ...may('delete'),
    remove: (_actor, id) => reports.remove(id),
  });

  listRoute(app, '/api/energy/report-schedules/', {
    ...may('read'),
    query: reportScheduleListQuerySchema,
    page: pageSchema(reportScheduleSchema),
    list: schedules.list,
  });
  writeRoutes(
    app,
    { ...schedules, remove: (_actor, id) => schedules.remove(id) },
    {
      paths: { list: '/api/energy/report-schedules/', item: '/api/energy/report-schedules/:id/' },
      access: (action) => access.can(action, 'Relatorio'),
      tags,
      schemas: {
        item: reportScheduleSchema,
        create: reportScheduleInputSchema,
        patch: reportSchedulePatchSchema,
      },
    },
  );
}
