import { access, resumeQuerySchema, resumeSchema } from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import type { ResumeService } from './resume-service.ts';

/** The Paracima summary: the reader's trades, backtests and paper sessions over a period. */
export function resumeRoutes(app: App, resume: ResumeService) {
  app.get('/api/trading/resume/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags: ['trading-resume'], querystring: resumeQuerySchema, response: { 200: resumeSchema } },
    handler: (request) => resume.summary(request.actor, request.query),
  });
}
