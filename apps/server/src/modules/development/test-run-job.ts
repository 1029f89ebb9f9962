import { eq, sql } from 'drizzle-orm';
import { API_TEST_RUN_JOB_KIND } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { App } from '../../platform/http/app-type.ts';
import { defineBackgroundJob, queueBackgroundJob } from '../../platform/jobs/background-job.ts';
import { sendJobProgress } from '../../platform/jobs/job-progress.ts';
import { backgroundJobRows } from '../../platform/jobs/job-rows.ts';
import { JobRefusal } from '../../platform/jobs/record-job.ts';
import type { Sessions } from '../auth/sessions.ts';
import { apiTestCollections, apiTestRuns } from './test-collection-schema.ts';
import { backgroundJobs } from '../../platform/jobs/job-schema.ts';
import type { TestCollections } from './test-collection-service.ts';
import { runRequests, type Send } from './test-runner.ts';

/**
 * The job that runs a collection: its requests go through the real app (`inject`) with an access token of a
 * session opened for the user who asked, so their own rights apply, and the session ends with the run.
 * Each answer's `X-Request-Id` is kept: the explorer recorded the request under it.
 */
export function defineTestRunJob(
  app: App,
  p: Platform,
  sessions: Sessions,
  collections: () => TestCollections,
) {
  defineBackgroundJob(p, {
    name: API_TEST_RUN_JOB_KIND,
    announce(row, job, state) {
      if (row.requestedBy)
        sendJobProgress(p.hub, row.requestedBy, {
          job_id: job.id,
          kind: API_TEST_RUN_JOB_KIND,
          state,
          progress: state === 'done' ? 1 : 0,
        });
    },
    async work(row, _job, finish) {
      const found = await collections().forJob(Number(row.subject));
      if (!found || found.run.userId === null) throw new JobRefusal('not_found');
      const session = await sessions.start(found.run.userId, { userAgent: 'API test collection', ip: '' });
      const started = performance.now();
      try {
        const send: Send = async (method, url, body) => {
          const before = performance.now();
          const answer = await app.inject({
            method: method as 'GET',
            url,
            headers: { authorization: `Bearer ${session.access}` },
            ...(body === undefined ? {} : { payload: body as object }),
          });
          let parsed: unknown = answer.body;
          try {
            parsed = JSON.parse(answer.body);
          } catch {
            // not JSON: the assertions read it as text
          }
          const id = answer.headers['x-request-id'];
          return {
            status: answer.statusCode,
            body: parsed,
            durationMs: performance.now() - before,
            requestId: typeof id === 'string' ? id : null,
          };
        };
        const steps = await runRequests(found.collection.requests, found.collection.variables, send);
        const passed = steps.filter((s) => s.passed).length;
        return await p.db.transaction(async (tx) => {
          await tx
            .update(apiTestRuns)
            .set({ steps, passed, failed: steps.length - passed, durationMs: performance.now() - started })
            .where(eq(apiTestRuns.id, found.run.id));
          return finish(tx);
        });
      } finally {
        await sessions.end(found.run.userId, session.sessionId);
      }
    },
  });
  return async (runId: number, userId: number) => {
    await queueBackgroundJob(p, API_TEST_RUN_JOB_KIND, String(runId), userId);
  };
}

/** The collections' runs in the jobs view; a failed one is run again from the Tests page. */
export const testRunJobRows = backgroundJobRows({
  kinds: [API_TEST_RUN_JOB_KIND],
  may: (actor) => actor.ability.can('read', 'Development'),
  subject: sql`(select ${apiTestCollections.name} from ${apiTestRuns} join ${apiTestCollections}
    on ${apiTestCollections.id} = ${apiTestRuns.collectionId} where ${apiTestRuns.id}::text = ${backgroundJobs.subject})`,
  link: () => '/development/tests',
  retryable: (row) => row.state === 'failed',
});
