import { access, labSummarySchema, resumeQuerySchema, resumeSchema } from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import type { ResumeService } from './resume-service.ts';

/**
 * The Paracima summary: the whole of it under the Resume page's rule, and the part the lab and the dashboard
 * show under the rule of running backtests; either way the reader's own trades, backtests and sessions.
 */
export function resumeRoutes(app: App, resume: ResumeService) {
  const tags = ['trading-resume'];
  app.get('/api/trading/resume/', {
    config: { access: access.can('read', 'Development') },
    schema: { tags, querystring: resumeQuerySchema, response: { 200: resumeSchema } },
    handler: (request) => resume.summary(request.actor, request.query),
  });

  app.get('/api/trading/lab-summary/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, querystring: resumeQuerySchema, response: { 200: labSummarySchema } },
    handler: (request) => resume.lab(request.actor, request.query),
  });
}
