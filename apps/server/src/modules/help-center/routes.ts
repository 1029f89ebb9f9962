import {
  access,
  helpArticleInputSchema,
  helpArticleListQuerySchema,
  helpArticlePageSchema,
  helpArticleParams,
  helpArticlePatchSchema,
  helpArticleReadQuerySchema,
  helpArticleSchema,
  helpFeedbackResultSchema,
  helpFeedbackSchema,
  idParams,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import type { Platform } from '../../platform/platform.ts';
import type { HelpCenterService } from './service.ts';
import { writeRoutes } from '../../platform/http/write-routes.ts';
import { listRoute } from '../../platform/http/read-routes.ts';

const tags = ['help-center'];
const anyone = { access: access.public };
const FEEDBACK_LIMIT = { max: 30, windowSeconds: 600 };

export function helpCenterRoutes(app: App, p: Pick<Platform, 'throttle'>, help: HelpCenterService) {
  listRoute(app, '/api/help-center/articles/', {
    ...anyone,
    tags,
    query: helpArticleListQuerySchema,
    page: helpArticlePageSchema,
    list: help.list,
  });

  app.get('/api/help-center/articles/:slug/', {
    config: anyone,
    schema: {
      tags,
      params: helpArticleParams,
      querystring: helpArticleReadQuerySchema,
      response: { 200: helpArticleSchema },
    },
    handler: (request) => help.read(request.params.slug, request.query.locale),
  });

  app.post('/api/help-center/articles/:id/feedback/', {
    config: anyone,
    schema: { tags, params: idParams, body: helpFeedbackSchema, response: { 200: helpFeedbackResultSchema } },
    handler: async (request) => {
      await p.throttle.consume([{ key: `help-feedback:ip:${request.ip}`, ...FEEDBACK_LIMIT }]);
      return help.feedback(request.params.id, request.body);
    },
  });

  writeRoutes(app, help, {
    paths: { list: '/api/help-center/articles/', item: '/api/help-center/articles/:id/' },
    access: (action) => access.can(action, 'Admin'),
    tags,
    schemas: { item: helpArticleSchema, create: helpArticleInputSchema, patch: helpArticlePatchSchema },
  });
}
