import type { FastifyInstance } from 'fastify';
import { access, ENERGY_API, periodQuerySchema, type Subject } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { createSummaryService, type Period } from './summary-service.ts';

/** One summary per overview page, gated by that page's read permission. */
export function summaryRoutes(app: FastifyInstance, p: Platform) {
  const summaries = createSummaryService(p.db);
  const pages: [string, Subject, (period: Period) => Promise<unknown>][] = [
    ['generation', 'Geracao', summaries.generation],
    ['prosumers', 'Prosumidor', summaries.prosumers],
    ['credits', 'Credito', summaries.credits],
    ['finance', 'Financeiro', summaries.finance],
    ['reports', 'Relatorio', summaries.reports],
  ];
  for (const [name, subject, summary] of pages) {
    app.get(`${ENERGY_API}/summary/${name}/`, {
      config: { access: access.can('read', subject) },
      schema: { tags: ['energy-summaries'], querystring: periodQuerySchema },
      handler: (request) => summary(request.query as Period),
    });
  }
}
