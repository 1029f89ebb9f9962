import {
  access,
  idParams,
  listQuerySchema,
  manualOrderRequestSchema,
  pageOf as pageSchema,
  paperSessionRequestSchema,
  paperSessionSchema,
  sessionBarsSchema,
  sessionEventSchema,
  sessionListQuerySchema,
  tradeSchema,
  type Action,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import type { SessionService } from './session-service.ts';
import { deleteRoute } from '../../platform/http/delete-route.ts';
import { readRoutes, recordRoute } from '../../platform/http/read-routes.ts';
import { createRoute } from '../../platform/http/write-routes.ts';

/**
 * Paper-trading sessions: start, list, read, pause, resume, stop, delete, place a manual order or a force-exit,
 * and their bars, log and trades.
 */
export function sessionRoutes(app: App, sessions: SessionService) {
  const tags = ['trading-sessions'];
  const may = (action: Action) => ({ access: access.canRecords(action, 'Backtest'), tags });

  createRoute(app, '/api/trading/sessions/', {
    ...may('create'),
    body: paperSessionRequestSchema,
    item: paperSessionSchema,
    create: sessions.start,
  });

  readRoutes(app, sessions, {
    ...may('read'),
    paths: { list: '/api/trading/sessions/', item: '/api/trading/sessions/:id/' },
    schemas: {
      query: sessionListQuerySchema,
      page: pageSchema(paperSessionSchema),
      item: paperSessionSchema,
    },
  });

  deleteRoute(app, '/api/trading/sessions/:id/', { ...may('delete'), remove: sessions.remove });

  const moves = [
    ['/api/trading/sessions/:id/pause/', sessions.pause],
    ['/api/trading/sessions/:id/resume/', sessions.resume],
    ['/api/trading/sessions/:id/stop/', sessions.stop],
  ] as const;
  for (const [path, move] of moves)
    recordRoute(app, 'POST', path, { ...may('update'), item: paperSessionSchema, run: move });

  app.post('/api/trading/sessions/:id/orders/', {
    config: { access: access.canRecords('update', 'Backtest') },
    schema: {
      tags,
      params: idParams,
      body: manualOrderRequestSchema,
      response: { 201: sessionEventSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await sessions.order(request.actor, request.params.id, request.body)),
  });

  recordRoute(app, 'GET', '/api/trading/sessions/:id/bars/', {
    ...may('read'),
    item: sessionBarsSchema,
    run: sessions.bars,
  });

  const logs = [
    ['/api/trading/sessions/:id/events/', sessionEventSchema, sessions.events],
    ['/api/trading/sessions/:id/trades/', tradeSchema, sessions.trades],
  ] as const;
  for (const [path, item, read] of logs)
    app.get(path, {
      config: { access: access.canRecords('read', 'Backtest') },
      schema: { tags, params: idParams, querystring: listQuerySchema, response: { 200: pageSchema(item) } },
      handler: (request) => read(request.actor, request.params.id, request.query, request.url),
    });
}
