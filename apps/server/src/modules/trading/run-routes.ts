import {
  access,
  backtestRequestSchema,
  backtestSchema,
  idParams,
  indicatorLinesSchema,
  monteCarloListQuerySchema,
  monteCarloRequestSchema,
  monteCarloRunSchema,
  optimizationRequestSchema,
  optimizationSchema,
  pageOf as pageSchema,
  runListQuerySchema,
  runSchema,
  type Action,
  type Run,
  tradeExportQuerySchema,
  tradeListQuerySchema,
  tradeSchema,
  walkForwardRequestSchema,
  walkForwardSchema,
} from '@alvorada/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/access/actor.ts';
import type { App } from '../../platform/http/app-type.ts';
import { sendExport } from '../../platform/http/list-export.ts';
import { listRoute, recordRoute } from '../../platform/http/read-routes.ts';
import type { Validated } from '../../platform/http/validated.ts';
import { createRoute } from '../../platform/http/write-routes.ts';
import { deleteRoute } from '../../platform/http/delete-route.ts';
import type { RunService } from './run-service.ts';
import { tradeToApi } from './run-to-api.ts';
import { tradeExportColumns } from './trade-export.ts';

/**
 * Backtests, optimisations, walk-forward and Monte Carlo analyses: request (202, a job), history, results,
 * cancel, delete, and a backtest's trades.
 */
export function runRoutes(app: App, runs: RunService) {
  const tags = ['trading-runs'];
  const may = (action: Action) => ({ access: access.canRecords(action, 'Backtest'), tags });

  const requestRoute = <Body extends z.ZodType>(
    path: string,
    body: Body,
    start: (actor: Actor, body: Validated<Body>) => Promise<Run>,
  ) => createRoute(app, path, { ...may('create'), body, item: runSchema, status: 202, create: start });
  requestRoute('/api/trading/backtests/', backtestRequestSchema, runs.requestBacktest);
  requestRoute('/api/trading/optimizations/', optimizationRequestSchema, runs.requestOptimization);
  requestRoute('/api/trading/walk-forwards/', walkForwardRequestSchema, runs.requestWalkForward);

  // Each kind's history, result (at the list path and the id), cancel and delete; Monte Carlo analyses are requested
  // from their backtest, below.
  const { getBacktest, getOptimization, getWalkForward, getMonteCarlo } = runs;
  const kinds = [
    ['backtest', '/api/trading/backtests/', runListQuerySchema, backtestSchema, getBacktest],
    ['optimization', '/api/trading/optimizations/', runListQuerySchema, optimizationSchema, getOptimization],
    ['walk_forward', '/api/trading/walk-forwards/', runListQuerySchema, walkForwardSchema, getWalkForward],
    [
      'monte_carlo',
      '/api/trading/monte-carlo/',
      monteCarloListQuerySchema,
      monteCarloRunSchema,
      getMonteCarlo,
    ],
  ] as const;
  for (const [kind, path, query, result, get] of kinds) {
    listRoute(app, path, {
      ...may('read'),
      query,
      page: pageSchema(runSchema),
      list: (actor, listQuery, url) => runs.list(actor, kind, listQuery, url),
    });
    recordRoute(app, 'GET', `${path}:id/`, { ...may('read'), item: result, run: get });
    deleteRoute(app, `${path}:id/`, {
      ...may('delete'),
      remove: (actor, id) => runs.remove(actor, kind, id),
    });
    recordRoute(app, 'POST', `${path}:id/cancel/`, {
      ...may('update'),
      item: runSchema,
      run: (actor, id) => runs.cancel(actor, kind, id),
    });
  }

  app.get('/api/trading/backtests/:id/trades/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: {
      tags,
      params: idParams,
      querystring: tradeListQuerySchema,
      response: { 200: pageSchema(tradeSchema) },
    },
    handler: (request) => runs.trades(request.actor, request.params.id, request.query, request.url),
  });

  app.get('/api/trading/backtests/:id/trades/export/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, params: idParams, querystring: tradeExportQuerySchema },
    handler: async (request, reply) => {
      const { locale } = request.actor;
      const batches = await runs.allTrades(request.actor, request.params.id, request.query);
      return sendExport(reply, {
        format: request.query.format,
        locale,
        name: `backtest-${request.params.id}-trades`,
        columns: tradeExportColumns(locale),
        batches: (async function* () {
          for await (const rows of batches) yield rows.map(tradeToApi);
        })(),
      });
    },
  });

  app.get('/api/trading/backtests/:id/indicators/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: indicatorLinesSchema } },
    handler: (request) => runs.indicators(request.actor, request.params.id),
  });

  app.post('/api/trading/backtests/:id/monte-carlo/', {
    config: { access: access.canRecords('create', 'Backtest') },
    schema: { tags, params: idParams, body: monteCarloRequestSchema, response: { 202: runSchema } },
    handler: async (request, reply) =>
      reply.code(202).send(await runs.requestMonteCarlo(request.actor, request.params.id, request.body)),
  });
}
