import { z } from 'zod';
import {
  access,
  periodQuerySchema,
  prosumerUnitQuerySchema,
  rebalancingQuerySchema,
  type Subject,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { createSummaryService, type Period } from './summary-service.ts';
import type { App } from '../../platform/http/app-type.ts';

/** The reports page's figures are the operator's as a whole: it documents no filter it would not apply. */
const noFilters = z.object({});

/** One summary per overview page, gated by that page's read permission. */
export function summaryRoutes(app: App, p: Platform) {
  const summaries = createSummaryService(p.db);
  const pages: [
    string,
    Subject,
    typeof periodQuerySchema | typeof noFilters,
    (period: Period) => Promise<unknown>,
  ][] = [
    ['/api/energy/summary/generation/', 'Geracao', periodQuerySchema, summaries.generation],
    ['/api/energy/summary/prosumers/', 'Prosumidor', periodQuerySchema, summaries.prosumers],
    ['/api/energy/summary/credits/', 'Credito', periodQuerySchema, summaries.credits],
    ['/api/energy/summary/finance/', 'Financeiro', periodQuerySchema, summaries.finance],
    ['/api/energy/summary/reports/', 'Relatorio', noFilters, summaries.reports],
  ];
  for (const [path, subject, querystring, summary] of pages) {
    app.get(path, {
      config: { access: access.can('read', subject) },
      schema: { tags: ['energy-summaries'], querystring },
      handler: (request) => summary(request.query),
    });
  }
  app.get('/api/energy/summary/prosumers/units/', {
    config: { access: access.can('read', 'Prosumidor') },
    schema: { tags: ['energy-summaries'], querystring: prosumerUnitQuerySchema },
    handler: (request) => summaries.prosumerUnitPage(request.query, request.url),
  });
  app.get('/api/energy/summary/credits/rebalancing/', {
    config: { access: access.can('read', 'Credito') },
    schema: { tags: ['energy-summaries'], querystring: rebalancingQuerySchema },
    handler: (request) => summaries.rebalancingPage(request.query, request.url),
  });
}
