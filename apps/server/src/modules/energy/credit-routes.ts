import { cycleResultSchema, lotSchema, movementSchema } from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { resourceRoutes } from '../../platform/http/resource.ts';
import type { CreditService } from './credit-service.ts';

/** The credit bank, read under Créditos: lots by vintage, the ledger and each UC's apuração per cycle. */
export function creditRoutes(app: App, credits: CreditService) {
  const tag = 'energy-credits';
  resourceRoutes(
    app,
    { paths: { list: '/api/energy/credits/lots/' }, subject: 'Credito', tag, item: lotSchema },
    credits.lots,
  );
  resourceRoutes(
    app,
    { paths: { list: '/api/energy/credits/movements/' }, subject: 'Credito', tag, item: movementSchema },
    credits.movements,
  );
  resourceRoutes(
    app,
    { paths: { list: '/api/energy/credits/results/' }, subject: 'Credito', tag, item: cycleResultSchema },
    credits.results,
  );
}
