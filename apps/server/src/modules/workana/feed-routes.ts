import { z } from 'zod';
import {
  bulkReadSchema,
  int32,
  safeString,
  workanaNotificationPageSchema,
  workanaNotificationQuerySchema,
  workanaResumeQuerySchema,
  workanaResumeSchema,
  workanaStatsSchema,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { listRoute, recordRoute } from '../../platform/http/read-routes.ts';
import { readers, tags } from './route-config.ts';
import type { FeedService } from './feed-service.ts';
import type { ResumeService } from './resume-service.ts';

/** The feed, its counters and the summary are each reader's own: reading the area is all they need. */
export function feedRoutes(app: App, feed: FeedService, resume: ResumeService) {
  listRoute(app, '/api/workana/notifications/', {
    ...readers,
    tags,
    query: workanaNotificationQuerySchema,
    page: workanaNotificationPageSchema,
    list: feed.list,
  });

  app.get('/api/workana/notifications/stats/', {
    config: readers,
    schema: { tags, response: { 200: workanaStatsSchema } },
    handler: (request) => feed.stats(request.actor),
  });

  recordRoute(app, 'POST', '/api/workana/notifications/:id/read/', {
    ...readers,
    tags,
    item: z.object({ id: int32(), read_at: safeString() }),
    run: feed.markRead,
  });

  app.post('/api/workana/notifications/read/', {
    config: readers,
    schema: {
      tags,
      body: bulkReadSchema,
      response: { 200: z.object({ ids: z.array(int32()), read_at: safeString() }) },
    },
    handler: (request) => feed.markAllRead(request.actor, request.body.ids),
  });

  app.get('/api/workana/resume/', {
    config: readers,
    schema: { tags, querystring: workanaResumeQuerySchema, response: { 200: workanaResumeSchema } },
    handler: (request) => resume.resume(request.actor, request.query.days),
  });
}
