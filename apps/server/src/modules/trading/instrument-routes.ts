import {
  access,
  candleImportResultSchema,
  candleImportSchema,
  candleQuerySchema,
  candlesSchema,
  idParams,
  instrumentCoverageSchema,
  instrumentCreateSchema,
  instrumentInputSchema,
  instrumentListQuerySchema,
  instrumentSchema,
  pageOf as pageSchema,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { patchSchema } from '../../platform/http/resource.ts';
import type { InstrumentService } from './instrument-service.ts';
import { crudRoutes } from '../../platform/http/crud-routes.ts';

const IMPORT_BODY_LIMIT = 24 * 1024 * 1024;
const tags = ['trading-instruments'];
const instrumentPatchSchema = patchSchema(instrumentInputSchema);

/**
 * Instruments: shared market data, which every reader of Backtest sees and `MarketData` manages, and each
 * user's private ones; their candles and CSV imports with a preview.
 */
export function instrumentRoutes(app: App, instruments: InstrumentService) {
  crudRoutes(app, instruments, {
    paths: { list: '/api/trading/instruments/', item: '/api/trading/instruments/:id/' },
    // Reads take a rule without conditions; writes any rule, the service checking each record.
    access: (action) =>
      action === 'read' ? access.can(action, 'Backtest') : access.canRecords(action, 'Backtest'),
    tags,
    schemas: {
      query: instrumentListQuerySchema,
      page: pageSchema(instrumentSchema),
      item: instrumentSchema,
      create: instrumentCreateSchema,
      patch: instrumentPatchSchema,
    },
  });

  app.get('/api/trading/instruments/:id/candles/', {
    config: { access: access.can('read', 'Backtest') },
    schema: { tags, params: idParams, querystring: candleQuerySchema, response: { 200: candlesSchema } },
    handler: (request) => instruments.candles(request.actor, request.params.id, request.query),
  });

  app.get('/api/trading/instruments/:id/coverage/', {
    config: { access: access.can('read', 'Backtest') },
    schema: { tags, params: idParams, response: { 200: instrumentCoverageSchema } },
    handler: (request) => instruments.coverage(request.actor, request.params.id),
  });

  for (const dryRun of [true, false]) {
    app.post(
      dryRun
        ? '/api/trading/instruments/:id/candles/import/preview/'
        : '/api/trading/instruments/:id/candles/import/',
      {
        config: { access: access.canRecords('update', 'Backtest') },
        // Years of minute bars run to megabytes: more than the default body limit.
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags,
          params: idParams,
          body: candleImportSchema,
          response: { 200: candleImportResultSchema },
        },
        handler: (request) =>
          instruments.importCandles(request.actor, request.params.id, request.body, dryRun),
      },
    );
  }
}
