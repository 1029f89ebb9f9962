import {
  access,
  generationPlantQuerySchema,
  overdueQuerySchema,
  periodQuerySchema,
  prosumerUnitQuerySchema,
  rebalancingQuerySchema,
  type Subject,
} from '@alvorada/contracts';
import type { SummaryService } from './summary-service.ts';
import type { Period } from './summary-period.ts';
import type { App } from '../../platform/http/app-type.ts';

/** One summary per overview page, gated by that page's read permission (the reports' is in report-routes). */
export function summaryRoutes(app: App, summaries: SummaryService) {
  const pages: [string, Subject, (period: Period) => Promise<unknown>][] = [
    ['/api/energy/summary/generation/', 'Geracao', summaries.generationOverview],
    ['/api/energy/summary/prosumers/', 'Prosumidor', summaries.prosumers],
    ['/api/energy/summary/credits/', 'Credito', summaries.credits],
    ['/api/energy/summary/finance/', 'Financeiro', summaries.finance],
  ];
  for (const [path, subject, summary] of pages) {
    app.get(path, {
      config: { access: access.can('read', subject) },
      schema: { tags: ['energy-summaries'], querystring: periodQuerySchema },
      handler: (request) => summary(request.query),
    });
  }
  app.get('/api/energy/summary/generation/plants/', {
    config: { access: access.can('read', 'Geracao') },
    schema: { tags: ['energy-summaries'], querystring: generationPlantQuerySchema },
    handler: (request) =>
      summaries.generationPlantPage(request.query, { ability: request.actor.ability, url: request.url }),
  });
  app.get('/api/energy/summary/prosumers/units/', {
    config: { access: access.can('read', 'Prosumidor') },
    schema: { tags: ['energy-summaries'], querystring: prosumerUnitQuerySchema },
    handler: (request) =>
      summaries.prosumerUnitPage(request.query, { ability: request.actor.ability, url: request.url }),
  });
  app.get('/api/energy/summary/credits/rebalancing/', {
    config: { access: access.can('read', 'Credito') },
    schema: { tags: ['energy-summaries'], querystring: rebalancingQuerySchema },
    handler: (request) =>
      summaries.rebalancingPage(request.query, { ability: request.actor.ability, url: request.url }),
  });
  app.get('/api/energy/summary/finance/overdue/', {
    config: { access: access.can('read', 'Financeiro') },
    schema: { tags: ['energy-summaries'], querystring: overdueQuerySchema },
    handler: (request) =>
      summaries.overduePage(request.query, { ability: request.actor.ability, url: request.url }),
  });
}
