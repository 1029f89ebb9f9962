import { z } from 'zod';
import {
  access,
  idParams,
  listQuerySchema,
  pageOf as pageSchema,
  strategyInputSchema,
  strategyPatchSchema,
  strategySchema,
  strategyVersionSchema,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import type { StrategyService } from './strategy-service.ts';
import { deleteRoute } from '../../platform/http/delete-route.ts';

const tags = ['trading-strategies'];

/** A user's strategies (built-ins with parameters, or rule sets) and their versions. */
export function strategyRoutes(app: App, strategies: StrategyService) {
  app.get('/api/trading/strategies/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, querystring: listQuerySchema, response: { 200: pageSchema(strategySchema) } },
    handler: (request) => strategies.list(request.actor, request.query, request.url),
  });

  app.post('/api/trading/strategies/', {
    config: { access: access.canRecords('create', 'Backtest') },
    schema: { tags, body: strategyInputSchema, response: { 201: strategySchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await strategies.create(request.actor, request.body)),
  });

  app.get('/api/trading/strategies/:id/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: strategySchema } },
    handler: (request) => strategies.get(request.actor, request.params.id),
  });

  app.patch('/api/trading/strategies/:id/', {
    config: { access: access.canRecords('update', 'Backtest') },
    schema: { tags, params: idParams, body: strategyPatchSchema, response: { 200: strategySchema } },
    handler: (request) => strategies.update(request.actor, request.params.id, request.body),
  });

  deleteRoute(app, '/api/trading/strategies/:id/', {
    access: access.canRecords('delete', 'Backtest'),
    tags,
    remove: strategies.remove,
  });

  app.get('/api/trading/strategies/:id/versions/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: z.array(strategyVersionSchema) } },
    handler: (request) => strategies.versions(request.actor, request.params.id),
  });
}
