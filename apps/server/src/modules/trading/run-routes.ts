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
  tradeExportQuerySchema,
  tradeListQuerySchema,
  tradeSchema,
  walkForwardRequestSchema,
  walkForwardSchema,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { sendExport } from '../../platform/http/list-export.ts';
import type { RunService } from './run-service.ts';
import { tradeToApi } from './run-to-api.ts';
import { tradeExportColumns } from './trade-export.ts';

/**
 * Backtests, optimisations, walk-forward and Monte Carlo analyses: request (202, a job), history, results,
 * cancel, and a backtest's trades.
 */
export function runRoutes(app: App, runs: RunService) {
  const tags = ['trading-runs'];

  app.post('/api/trading/backtests/', {
    config: { access: access.canRecords('create', 'Backtest') },
    schema: { tags, body: backtestRequestSchema, response: { 202: runSchema } },
    handler: async (request, reply) =>
      reply.code(202).send(await runs.requestBacktest(request.actor, request.body)),
  });

  app.get('/api/trading/backtests/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, querystring: runListQuerySchema, response: { 200: pageSchema(runSchema) } },
    handler: (request) => runs.list(request.actor, 'backtest', request.query, request.url),
  });

  app.get('/api/trading/backtests/:id/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: backtestSchema } },
    handler: (request) => runs.getBacktest(request.actor, request.params.id),
  });

  app.post('/api/trading/backtests/:id/cancel/', {
    config: { access: access.canRecords('update', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: runSchema } },
    handler: (request) => runs.cancel(request.actor, 'backtest', request.params.id),
  });

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

  app.post('/api/trading/optimizations/', {
    config: { access: access.canRecords('create', 'Backtest') },
    schema: { tags, body: optimizationRequestSchema, response: { 202: runSchema } },
    handler: async (request, reply) =>
      reply.code(202).send(await runs.requestOptimization(request.actor, request.body)),
  });

  app.get('/api/trading/optimizations/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, querystring: runListQuerySchema, response: { 200: pageSchema(runSchema) } },
    handler: (request) => runs.list(request.actor, 'optimization', request.query, request.url),
  });

  app.get('/api/trading/optimizations/:id/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: optimizationSchema } },
    handler: (request) => runs.getOptimization(request.actor, request.params.id),
  });

  app.post('/api/trading/optimizations/:id/cancel/', {
    config: { access: access.canRecords('update', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: runSchema } },
    handler: (request) => runs.cancel(request.actor, 'optimization', request.params.id),
  });

  app.post('/api/trading/walk-forwards/', {
    config: { access: access.canRecords('create', 'Backtest') },
    schema: { tags, body: walkForwardRequestSchema, response: { 202: runSchema } },
    handler: async (request, reply) =>
      reply.code(202).send(await runs.requestWalkForward(request.actor, request.body)),
  });

  app.get('/api/trading/walk-forwards/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, querystring: runListQuerySchema, response: { 200: pageSchema(runSchema) } },
    handler: (request) => runs.list(request.actor, 'walk_forward', request.query, request.url),
  });

  app.get('/api/trading/walk-forwards/:id/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: walkForwardSchema } },
    handler: (request) => runs.getWalkForward(request.actor, request.params.id),
  });

  app.post('/api/trading/walk-forwards/:id/cancel/', {
    config: { access: access.canRecords('update', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: runSchema } },
    handler: (request) => runs.cancel(request.actor, 'walk_forward', request.params.id),
  });

  app.get('/api/trading/monte-carlo/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, querystring: monteCarloListQuerySchema, response: { 200: pageSchema(runSchema) } },
    handler: (request) => runs.list(request.actor, 'monte_carlo', request.query, request.url),
  });

  app.get('/api/trading/monte-carlo/:id/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: monteCarloRunSchema } },
    handler: (request) => runs.getMonteCarlo(request.actor, request.params.id),
  });

  app.post('/api/trading/monte-carlo/:id/cancel/', {
    config: { access: access.canRecords('update', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: runSchema } },
    handler: (request) => runs.cancel(request.actor, 'monte_carlo', request.params.id),
  });
}
