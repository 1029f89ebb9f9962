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
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
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

  app.get('/api/energy/summary/reports/', {
    config: { access: access.can('read', 'Relatorio') },
    schema: { tags: ['energy-summaries'], querystring: z.object({}), response: { 200: reportSummarySchema } },
    handler: () => reports.summary(),
  });

  app.get('/api/energy/reports/', {
    config: { access: access.can('read', 'Relatorio') },
    schema: { tags, querystring: reportListQuerySchema, response: { 200: pageSchema(reportSchema) } },
    handler: (request) => reports.list(request.actor, request.query, request.url),
  });

  app.post('/api/energy/reports/', {
    config: { access: access.can('create', 'Relatorio') },
    schema: { tags, body: reportRequestSchema, response: { 202: reportSchema } },
    handler: async (request, reply) =>
      reply.code(202).send(await reports.request(request.actor, request.body)),
  });

  app.get('/api/energy/reports/:id/', {
    config: { access: access.can('read', 'Relatorio') },
    schema: { tags, params: idParams, response: { 200: reportSchema } },
    handler: (request) => reports.get(request.actor, request.params.id),
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

  app.post('/api/energy/reports/:id/retry/', {
    config: { access: access.can('create', 'Relatorio') },
    schema: { tags, params: idParams, response: { 202: reportSchema } },
    handler: async (request, reply) =>
      reply.code(202).send(await reports.retry(request.actor, request.params.id)),
  });

  app.post('/api/energy/reports/:id/send/', {
    config: { access: access.can('create', 'Relatorio') },
    schema: { tags, params: idParams, body: reportSendSchema, response: { 200: reportSchema } },
    handler: async (request) => {
      await reports.file(request.actor, request.params.id);
      return reports.toApi(await delivery.send(request.params.id, request.body.to), request.actor.locale);
    },
  });

  app.delete('/api/energy/reports/:id/', {
    config: { access: access.can('delete', 'Relatorio') },
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await reports.remove(request.params.id);
      return reply.code(204).send();
    },
  });

  app.get('/api/energy/report-schedules/', {
    config: { access: access.can('read', 'Relatorio') },
    schema: {
      tags,
      querystring: reportScheduleListQuerySchema,
      response: { 200: pageSchema(reportScheduleSchema) },
    },
    handler: (request) => schedules.list(request.actor, request.query, request.url),
  });

  app.post('/api/energy/report-schedules/', {
    config: { access: access.can('create', 'Relatorio') },
    schema: { tags, body: reportScheduleInputSchema, response: { 201: reportScheduleSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await schedules.create(request.actor, request.body)),
  });

  app.patch('/api/energy/report-schedules/:id/', {
    config: { access: access.can('update', 'Relatorio') },
    schema: {
      tags,
      params: idParams,
      body: reportSchedulePatchSchema,
      response: { 200: reportScheduleSchema },
    },
    handler: (request) => schedules.update(request.actor, request.params.id, request.body),
  });

  app.delete('/api/energy/report-schedules/:id/', {
    config: { access: access.can('delete', 'Relatorio') },
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await schedules.remove(request.params.id);
      return reply.code(204).send();
    },
  });
}
