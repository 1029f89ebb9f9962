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
import { crudRoutes } from '../../platform/http/crud-routes.ts';

const tags = ['trading-strategies'];

/** A user's strategies (built-ins with parameters, or rule sets) and their versions. */
export function strategyRoutes(app: App, strategies: StrategyService) {
  crudRoutes(app, strategies, {
    paths: { list: '/api/trading/strategies/', item: '/api/trading/strategies/:id/' },
    access: (action) => access.canRecords(action, 'Backtest'),
    tags,
    schemas: {
      query: listQuerySchema,
      page: pageSchema(strategySchema),
      item: strategySchema,
      create: strategyInputSchema,
      patch: strategyPatchSchema,
    },
  });

  app.get('/api/trading/strategies/:id/versions/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: z.array(strategyVersionSchema) } },
    handler: (request) => strategies.versions(request.actor, request.params.id),
  });
}
