import {
  access,
  operationExportQuerySchema,
  operationListQuerySchema,
  operationPageSchema,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { sendExport } from '../../platform/http/list-export.ts';
import type { OperationService } from './operation-service.ts';
import { operationToApi } from './operation-service.ts';
import { operationExportColumns } from './trade-export.ts';

/** The operations table: the trades of the reader's backtests and paper sessions, and their export. */
export function operationRoutes(app: App, operations: OperationService) {
  const tags = ['trading-operations'];

  app.get('/api/trading/operations/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, querystring: operationListQuerySchema, response: { 200: operationPageSchema } },
    handler: (request) => operations.list(request.actor, request.query, request.url),
  });

  app.get('/api/trading/operations/export/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, querystring: operationExportQuerySchema },
    handler: async (request, reply) => {
      const { locale } = request.actor;
      const batches = operations.all(request.actor, request.query);
      return sendExport(reply, {
        format: request.query.format,
        locale,
        name: 'operations',
        columns: operationExportColumns(locale),
        batches: (async function* () {
          for await (const rows of batches) yield rows.map(operationToApi);
        })(),
      });
    },
  });
}
