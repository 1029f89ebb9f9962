import {
  access,
  idParams,
  listQuerySchema,
  pageOf as pageSchema,
  paperSessionRequestSchema,
  paperSessionSchema,
  sessionBarsSchema,
  sessionEventSchema,
  sessionListQuerySchema,
  tradeSchema,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import type { SessionService } from './session-service.ts';
import { deleteRoute } from '../../platform/http/delete-route.ts';

/** Paper-trading sessions: start, list, read, pause, resume, stop, delete, and their bars, log and trades. */
export function sessionRoutes(app: App, sessions: SessionService) {
  const tags = ['trading-sessions'];

  app.post('/api/trading/sessions/', {
    config: { access: access.canRecords('create', 'Backtest') },
    schema: { tags, body: paperSessionRequestSchema, response: { 201: paperSessionSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await sessions.start(request.actor, request.body)),
  });

  app.get('/api/trading/sessions/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, querystring: sessionListQuerySchema, response: { 200: pageSchema(paperSessionSchema) } },
    handler: (request) => sessions.list(request.actor, request.query, request.url),
  });

  app.get('/api/trading/sessions/:id/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: paperSessionSchema } },
    handler: (request) => sessions.get(request.actor, request.params.id),
  });

  deleteRoute(app, '/api/trading/sessions/:id/', {
    access: access.canRecords('delete', 'Backtest'),
    tags,
    remove: sessions.remove,
  });

  const moves = [
    ['/api/trading/sessions/:id/pause/', sessions.pause],
    ['/api/trading/sessions/:id/resume/', sessions.resume],
    ['/api/trading/sessions/:id/stop/', sessions.stop],
  ] as const;
  for (const [path, move] of moves)
    app.post(path, {
      config: { access: access.canRecords('update', 'Backtest') },
      schema: { tags, params: idParams, response: { 200: paperSessionSchema } },
      handler: (request) => move(request.actor, request.params.id),
    });

  app.get('/api/trading/sessions/:id/bars/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: sessionBarsSchema } },
    handler: (request) => sessions.bars(request.actor, request.params.id),
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
