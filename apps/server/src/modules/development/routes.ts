import { z } from 'zod';
import {
  access,
  logLineMatches,
  benchFiguresSchema,
  logLineSchema,
  logQuerySchema,
  performanceQuerySchema,
  performanceSchema,
  recordedRequestPageSchema,
  recordedRequestQuerySchema,
  recordedRequestSchema,
  recorderSettingsSchema,
  safeString,
  selfCheckRunSchema,
  type BenchFigures,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import type { Explorer } from './explorer-service.ts';
import type { LogTail } from './log-tail.ts';
import type { PerformanceService } from './performance-service.ts';
import type { SelfChecks } from './self-checks.ts';

const config = { access: access.can('read', 'Development') };
const tags = ['development'];
/** Lines the logs page starts from, before the live tail adds to them. */
const RECENT_LINES = 500;

export function developmentRoutes(
  app: App,
  s: {
    explorer: Explorer;
    tail: LogTail;
    performance: PerformanceService;
    checks: SelfChecks;
    bench: () => BenchFigures;
  },
) {
  app.get('/api/development/requests/', {
    config,
    schema: { tags, querystring: recordedRequestQuerySchema, response: { 200: recordedRequestPageSchema } },
    handler: (request) => s.explorer.list(request.query, request.url),
  });

  app.get('/api/development/requests/:id/', {
    config,
    schema: {
      tags,
      params: z.object({ id: safeString().max(64) }),
      response: { 200: recordedRequestSchema },
    },
    handler: (request) => s.explorer.get(request.actor, request.params.id),
  });

  app.get('/api/development/recorder/', {
    config,
    schema: { tags, response: { 200: recorderSettingsSchema } },
    handler: () => s.explorer.settings(),
  });

  app.get('/api/development/logs/', {
    config,
    schema: { tags, querystring: logQuerySchema, response: { 200: z.array(logLineSchema) } },
    handler: (request) =>
      s.tail.recent(request.actor, RECENT_LINES).filter((line) => logLineMatches(line, request.query)),
  });

  app.post('/api/development/logs/tail/', {
    config,
    schema: {
      tags,
      body: z.object({ on: z.boolean() }),
      response: { 200: z.object({ until: z.number().nullable() }) },
    },
    handler: (request) => s.tail.hold(request.actor.userId!, request.body.on),
  });

  app.get('/api/development/logs/export/', {
    config,
    schema: { tags, querystring: logQuerySchema },
    handler: async (request, reply) => {
      const lines = s.tail
        .recent(request.actor, Number.MAX_SAFE_INTEGER)
        .filter((line) => logLineMatches(line, request.query));
      const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('content-disposition', `attachment; filename="logs-${stamp}.ndjson"`)
        .send(lines.map((line) => JSON.stringify(line)).join('\n') + (lines.length ? '\n' : ''));
    },
  });

  app.get('/api/development/performance/', {
    config,
    schema: { tags, querystring: performanceQuerySchema, response: { 200: performanceSchema } },
    handler: (request) => s.performance.read(request.query.window),
  });

  app.get('/api/development/self-checks/', {
    config,
    schema: { tags, response: { 200: z.array(selfCheckRunSchema) } },
    handler: () => s.checks.history(),
  });

  app.post('/api/development/self-checks/', {
    config,
    schema: { tags, response: { 201: selfCheckRunSchema } },
    handler: async (request, reply) => reply.code(201).send(await s.checks.run(request.actor)),
  });

  app.get('/api/development/bench/', {
    config,
    schema: { tags, response: { 200: benchFiguresSchema } },
    handler: () => s.bench(),
  });
}
