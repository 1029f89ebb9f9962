import { fileURLToPath } from 'node:url';
import type { Platform } from '../../platform/platform.ts';
import type { App } from '../../platform/http/app-type.ts';
import { createExplorer } from './explorer-service.ts';
import { createLogTail } from './log-tail.ts';
import { createPerformance } from './performance-service.ts';
import { createSelfChecks } from './self-checks.ts';
import { readBenchFigures } from './bench-figures.ts';
import { developmentRoutes } from './routes.ts';
import type { Sessions } from '../auth/sessions.ts';
import { createTestCollections, SCHEDULE_CHECK_MS, type TestCollections } from './test-collection-service.ts';
import { seedTestCollection } from './test-collection-seed.ts';
import { defineTestRunJob, testRunJobRows } from './test-run-job.ts';
import { telescopeRoutes } from './telescope-routes.ts';
import { createExceptionStore } from './exception-store.ts';
import { createJobList } from './job-list.ts';

const BENCH_DIR = fileURLToPath(new URL('../../../../../bench', import.meta.url));

/**
 * Developer tools: the request explorer over the platform's recorder, the live log tail across instances,
 * performance over rolling windows, the platform's self-checks with the committed bench figures, API test
 * collections run as jobs with their requester's rights, and the exceptions and jobs views.
 */
export async function developmentModule(app: App, p: Platform, sessions: Sessions) {
  const exceptions = createExceptionStore(p);
  exceptions.install(app);
  const explorer = createExplorer(p.recorder, p.logRing, p.config.instanceName);
  const tail = await createLogTail(p);
  const performance = createPerformance(p);
  const checks = await createSelfChecks(p);
  developmentRoutes(app, { explorer, tail, performance, checks, bench: () => readBenchFigures(BENCH_DIR) });
  const queueRun = defineTestRunJob(app, p, sessions, () => collections);
  const collections: TestCollections = createTestCollections(p.db, queueRun);
  await p.database.exclusive(() => seedTestCollection(p.db, p.config.demoSeed));
  p.jobs.rows.add(testRunJobRows);
  telescopeRoutes(app, { collections, exceptions, jobs: createJobList(p.db, p.jobs.rows) });
  const timer = setInterval(() => {
    collections
      .runDue()
      .catch((err: unknown) => p.log.warn({ err }, 'test collection schedules not checked'));
    exceptions.purge().catch((err: unknown) => p.log.warn({ err }, 'old exceptions not purged'));
  }, SCHEDULE_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    tail.close();
    performance.close();
  });
}
