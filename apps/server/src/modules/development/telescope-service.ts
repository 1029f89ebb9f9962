import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  API_TEST_RUN_JOB_KIND,
  type ExceptionGroup,
  type JobRecord,
  type JobState,
  type Locale,
} from '@alvorada/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import type { Executor } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import type { RequestRecorder } from '../../platform/http/request-recorder.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import type { LogRing } from '../../platform/logs.ts';
import { backgroundJobs } from '../../platform/jobs/job-schema.ts';
import { jobError, type TestCollections } from './test-collection-service.ts';

/** Requests named per exception group, and jobs the jobs view lists. */
const IDS_PER_GROUP = 10;
const JOBS_SHOWN = 200;
const ERROR_CHARS = 300;

/** The error a failed request's log line names: its type and the first line of its message. */
function loggedErrors(logRing: LogRing) {
  const byRequest = new Map<string, string>();
  for (const entry of logRing.recent(1000)) {
    const err = entry.err as { type?: string; message?: string } | undefined;
    if (typeof entry.reqId !== 'string' || !err?.message) continue;
    const text = `${err.type ?? 'Error'}: ${err.message.split('\n')[0]}`;
    byRequest.set(entry.reqId, text.slice(0, ERROR_CHARS));
  }
  return byRequest;
}

const answerCode = (body: string | null) => {
  try {
    return String((JSON.parse(body ?? '') as { code?: unknown }).code ?? 'internal');
  } catch {
    return 'internal';
  }
};

const duration = (row: typeof backgroundJobs.$inferSelect) =>
  row.startedAt && row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null;

/**
 * What Telescope shows beside the requests: the exceptions (answers of 500 or more this instance recorded,
 * grouped by route and error, newest first) and the jobs of every area from the shared lifecycle's records,
 * with a retry for a failed job of a kind that allows it (a collection's run, run again as the retrier).
 */
export function createTelescope(
  db: Executor,
  recorder: RequestRecorder,
  logRing: LogRing,
  collections: TestCollections,
) {
  const retryable = (kind: string, state: JobState) => kind === API_TEST_RUN_JOB_KIND && state === 'failed';

  return {
    exceptions(): ExceptionGroup[] {
      const errors = loggedErrors(logRing);
      const groups = new Map<string, ExceptionGroup>();
      for (const r of recorder.recent()) {
        if (r.status < 500) continue;
        const error = errors.get(r.id) ?? answerCode(r.responseBody);
        const key = `${r.method} ${r.route}\n${error}`;
        const group = groups.get(key);
        if (!group) {
          groups.set(key, {
            method: r.method,
            route: r.route || r.url,
            error,
            count: 1,
            last_at: new Date(r.startedAt).toISOString(),
            request_ids: [r.id],
          });
          continue;
        }
        group.count += 1;
        if (group.request_ids.length < IDS_PER_GROUP) group.request_ids.push(r.id);
      }
      return [...groups.values()];
    },

    async jobs(locale: Locale, query: { state?: JobState; kind?: string }): Promise<JobRecord[]> {
      const where: SQL[] = [];
      if (query.state) where.push(eq(backgroundJobs.state, query.state));
      if (query.kind) where.push(eq(backgroundJobs.name, query.kind));
      const rows = await db
        .select({ job: backgroundJobs, requester: users.fullName, email: users.email })
        .from(backgroundJobs)
        .leftJoin(users, eq(users.id, backgroundJobs.requestedBy))
        .where(and(...where))
        .orderBy(desc(backgroundJobs.id))
        .limit(JOBS_SHOWN);
      return rows.map(({ job, requester, email }) => ({
        id: job.id,
        kind: job.name,
        subject: job.subject,
        state: job.state,
        requested_by: requester || email,
        created_at: job.createdAt.toISOString(),
        started_at: job.startedAt?.toISOString() ?? null,
        finished_at: job.finishedAt?.toISOString() ?? null,
        duration_ms: duration(job),
        error: jobError(job, locale),
        retryable: retryable(job.name, job.state),
      }));
    },

    /** Runs a failed job's work again: for a collection's run, a new run as the actor. */
    async retry(actor: Actor, id: number) {
      const [job] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
      if (!job) throw notFound();
      if (!retryable(job.name, job.state)) throw new AppError(409, 'job_not_retryable');
      const run = await collections.forJob(Number(job.subject));
      if (!run) throw notFound();
      return collections.run(actor, run.collection.id);
    },
  };
}
export type Telescope = ReturnType<typeof createTelescope>;
