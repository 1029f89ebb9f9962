import type { Platform } from '../../platform/platform.ts';
import type { App } from '../../platform/http/app-type.ts';
import type { Notifications } from '../notifications/service.ts';
import { createDelivery } from './delivery.ts';
import { createMatcher } from './matcher.ts';
import { createPoller } from './poller.ts';
import { defineDigestJob } from './digest-job.ts';
import { workanaJobRows } from './source-job-rows.ts';
import { createFeedService } from './feed-service.ts';
import { createRuleService } from './rule-service.ts';
import { createSourceService } from './source-service.ts';
import { createResumeService } from './resume-service.ts';
import { feedRoutes } from './feed-routes.ts';
import { ruleRoutes } from './rule-routes.ts';
import { sourceRoutes } from './source-routes.ts';
import { seedWorkanaSources } from './seed.ts';
import { startPollTicker } from './poll-ticker.ts';
import { registerWorkanaSearch } from './search-provider.ts';

/**
 * Workana automations: jobs from pluggable sources (the Workana listing, RSS/Atom, a signed webhook, saved
 * fixture pages), each reader's rules over them, and the notifications those rules raise, live in every tab.
 */
export async function workanaModule(app: App, p: Platform, notifications: Notifications) {
  const delivery = createDelivery(p, notifications);
  const matchJobs = createMatcher(p.db, delivery);
  const onFresh = async (jobs: Parameters<typeof matchJobs>[0]) => void (await matchJobs(jobs));
  const poller = createPoller(p, onFresh);
  defineDigestJob(p, delivery);
  workanaJobRows.forEach(p.jobs.rows.add);
  const sources = createSourceService(p, poller, onFresh);
  const rules = createRuleService(p);
  const feed = createFeedService(p, delivery);
  feedRoutes(app, feed, createResumeService(p));
  registerWorkanaSearch(p.search, feed);
  ruleRoutes(app, rules);
  sourceRoutes(app, sources);
  await p.database.exclusive(() => seedWorkanaSources(p.db, p.config.demoSeed));
  const stop = startPollTicker(p, poller, delivery, p.config.workanaTickSeconds * 1000);
  app.addHook('onClose', async () => stop());
  return { poller, delivery, matchJobs, sources, rules, feed };
}

export type Workana = Awaited<ReturnType<typeof workanaModule>>;
