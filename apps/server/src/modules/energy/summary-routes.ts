import { access, periodQuerySchema, type Subject } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { createSummaryService, type Period } from './summary-service.ts';
import type { App } from '../../platform/http/app-type.ts';

/** One summary per overview page, gated by that page's read permission. */
export function summaryRoutes(app: App, p: Platform) {
  const summaries = createSummaryService(p.db);
  const pages: [string, Subject, (period: Period) => Promise<unknown>][] = [
    ['/api/energy/summary/generation/', 'Geracao', summaries.generation],
    ['/api/energy/summary/prosumers/', 'Prosumidor', summaries.prosumers],
    ['/api/energy/summary/credits/', 'Credito', summaries.credits],
    ['/api/energy/summary/finance/', 'Financeiro', summaries.finance],
    ['/api/energy/summary/reports/', 'Relatorio', summaries.reports],
  ];
  for (const [path, subject, summary] of pages) {
    app.get(path, {
      config: { access: access.can('read', subject) },
      schema: { tags: ['energy-summaries'], querystring: periodQuerySchema },
      handler: (request) => summary(request.query),
    });
  }
}
