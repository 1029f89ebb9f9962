import {
  access,
  operationExportQuerySchema,
  operationListQuerySchema,
  operationPageSchema,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { exportRoute } from '../../platform/http/export-route.ts';
import { listRoute } from '../../platform/http/read-routes.ts';
import type { OperationService } from './operation-service.ts';
import { operationToApi } from './operation-service.ts';
import { operationExportColumns } from './trade-export.ts';

/** The operations table: the trades of the reader's backtests and paper sessions, and their export. */
export function operationRoutes(app: App, operations: OperationService) {
  const tags = ['trading-operations'];

  listRoute(app, '/api/trading/operations/', {
    access: access.canRecords('read', 'Backtest'),
    tags,
    query: operationListQuerySchema,
    page: operationPageSchema,
    list: operations.list,
  });

  exportRoute(app, '/api/trading/operations/export/', {
    access: access.canRecords('read', 'Backtest'),
    tags,
    query: operationExportQuerySchema,
    name: 'operations',
    columns: operationExportColumns,
    async *rows(actor, query) {
      for await (const rows of operations.all(actor, query)) yield rows.map(operationToApi);
    },
  });
}
