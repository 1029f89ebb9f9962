import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { ApiTestCollection, ApiTestCollectionInput, ApiTestRun, Locale } from '@alvorada/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { storedReason } from '../../platform/jobs/job-rows.ts';
import { backgroundJobs } from '../../platform/jobs/job-schema.ts';
import { API_TEST_RUN_JOB_KIND } from '@alvorada/contracts';
import { apiTestCollections, apiTestRuns } from './test-collection-schema.ts';

type CollectionRow = typeof apiTestCollections.$inferSelect;
type RunRow = typeof apiTestRuns.$inferSelect;
type JobRow = typeof backgroundJobs.$inferSelect;

/** Runs of one collection kept in its history. */
const HISTORY = 50;
/** How often an instance looks for collections due to run by themselves. */
export const SCHEDULE_CHECK_MS = 60_000;

const iso = (d: Date) => d.toISOString();

/** A run's job row: the job of the run kind whose subject is the run's id. */
const runJob = and(
  eq(backgroundJobs.name, API_TEST_RUN_JOB_KIND),
  eq(backgroundJobs.subject, sql`${apiTestRuns.id}::text`),
);

function runToApi(run: RunRow, job: JobRow | null, collectionName: string, locale: Locale): ApiTestRun {
  return {
    id: run.id,
    collection_id: run.collectionId,
    collection_name: collectionName,
    user_id: run.userId,
    user_name: run.userName,
    state: job?.state ?? 'failed',
    error: job ? storedReason(job.error, job.errorReason, locale) : null,
    created_at: iso(run.createdAt),
    duration_ms: run.durationMs,
    passed: run.passed,
    failed: run.failed,
    steps: run.steps,
  };
}

/** A collection's schedule as stored: its interval and its first run from `at`. */
const scheduled = (input: ApiTestCollectionInput, at = Date.now()) => ({
  scheduleMinutes: input.schedule_minutes,
  nextRunAt: input.schedule_minutes ? new Date(at + input.schedule_minutes * 60_000) : null,
});

/**
 * Saved API test collections: every reader of Development sees them and runs them as themselves; their
 * owner (or whoever manages Development) changes or deletes them, and may have them run by themselves every
 * so often, as the owner. A run is a job (`development.test-run`) whose results keep each request's id, so
 * the explorer opens what was sent.
 */
export function createTestCollections(
  db: Executor,
  queueRun: (runId: number, userId: number) => Promise<void>,
) {
  async function row(id: number) {
    const [found] = await db.select().from(apiTestCollections).where(eq(apiTestCollections.id, id));
    if (!found) throw notFound();
    return found;
  }

  function assertOwner(actor: Actor, found: CollectionRow) {
    if (found.ownerId !== actor.userId && !actor.ability.can('manage', 'Development'))
      throw new AppError(403, 'forbidden');
  }

  async function start(collectionId: number, userId: number, userName: string) {
    const [created] = await db.insert(apiTestRuns).values({ collectionId, userId, userName }).returning();
    await queueRun(created!.id, userId);
    return created!.id;
  }

  async function runs(where: ReturnType<typeof eq>, limit: number) {
    return db
      .select({ run: apiTestRuns, job: backgroundJobs, name: apiTestCollections.name })
      .from(apiTestRuns)
      .innerJoin(apiTestCollections, eq(apiTestCollections.id, apiTestRuns.collectionId))
      .leftJoin(backgroundJobs, runJob)
      .where(where)
      .orderBy(desc(apiTestRuns.id))
      .limit(limit);
  }

  async function toApi(rows: CollectionRow[], locale: Locale): Promise<ApiTestCollection[]> {
    const ids = rows.map((r) => r.id);
    const latest = ids.length
      ? await db
          .selectDistinctOn([apiTestRuns.collectionId], { run: apiTestRuns, job: backgroundJobs })
          .from(apiTestRuns)
          .leftJoin(backgroundJobs, runJob)
          .where(inArray(apiTestRuns.collectionId, ids))
          .orderBy(apiTestRuns.collectionId, desc(apiTestRuns.id))
      : [];
    const lastOf = new Map(latest.map((l) => [l.run.collectionId, l]));
    return rows.map((r) => {
      const last = lastOf.get(r.id);
      const run = last && runToApi(last.run, last.job, r.name, locale);
      return {
        id: r.id,
        name: r.name,
        variables: r.variables,
        requests: r.requests,
        owner_id: r.ownerId,
        owner_name: r.ownerName,
        created_at: iso(r.createdAt),
        updated_at: iso(r.updatedAt),
        schedule_minutes: r.scheduleMinutes,
        next_run_at: r.nextRunAt && iso(r.nextRunAt),
        last_run: run ? (({ steps: _steps, ...summary }) => summary)(run) : null,
      };
    });
  }

  return {
    async list(actor: Actor) {
      return toApi(await db.select().from(apiTestCollections).orderBy(apiTestCollections.name), actor.locale);
    },

    async get(actor: Actor, id: number) {
      return (await toApi([await row(id)], actor.locale))[0]!;
    },

    async create(actor: Actor, input: ApiTestCollectionInput) {
      const [created] = await db
        .insert(apiTestCollections)
        .values({ ...input, ...scheduled(input), ownerId: actor.userId, ownerName: actor.name })
        .returning();
      return (await toApi([created!], actor.locale))[0]!;
    },

    async update(actor: Actor, id: number, input: ApiTestCollectionInput) {
      assertOwner(actor, await row(id));
      const [updated] = await db
        .update(apiTestCollections)
        .set({ ...input, ...scheduled(input), updatedAt: new Date() })
        .where(eq(apiTestCollections.id, id))
        .returning();
      return (await toApi([updated!], actor.locale))[0]!;
    },

    async remove(actor: Actor, id: number) {
      assertOwner(actor, await row(id));
      await db.delete(apiTestCollections).where(eq(apiTestCollections.id, id));
    },

    /** Queues a run of the collection as the actor, with their own rights. */
    async run(actor: Actor, id: number) {
      const found = await row(id);
      return this.readRun(actor, await start(found.id, actor.userId!, actor.name));
    },

    /**
     * Queues a run, as its owner, of each collection due at `at`, and moves its next run on; answers how
     * many this call claimed. The claim is one UPDATE, so instances checking at once never run one twice.
     */
    async runDue(at = new Date()) {
      const claimed = await db
        .update(apiTestCollections)
        .set({
          nextRunAt: sql`${at.toISOString()}::timestamptz + ${apiTestCollections.scheduleMinutes} * interval '1 minute'`,
        })
        .where(
          and(
            isNotNull(apiTestCollections.scheduleMinutes),
            isNotNull(apiTestCollections.ownerId),
            lte(apiTestCollections.nextRunAt, at),
          ),
        )
        .returning();
      for (const c of claimed) await start(c.id, c.ownerId!, c.ownerName);
      return claimed.length;
    },

    async history(actor: Actor, id: number) {
      await row(id);
      const found = await runs(eq(apiTestRuns.collectionId, id), HISTORY);
      return found.map((f) => runToApi(f.run, f.job, f.name, actor.locale));
    },

    async readRun(actor: Actor, runId: number) {
      const [found] = await runs(eq(apiTestRuns.id, runId), 1);
      if (!found) throw notFound();
      return runToApi(found.run, found.job, found.name, actor.locale);
    },

    /** The run and the collection it runs, for the job. */
    async forJob(runId: number) {
      const [found] = await db
        .select({ run: apiTestRuns, collection: apiTestCollections })
        .from(apiTestRuns)
        .innerJoin(apiTestCollections, eq(apiTestCollections.id, apiTestRuns.collectionId))
        .where(eq(apiTestRuns.id, runId));
      return found;
    },
  };
}
export type TestCollections = ReturnType<typeof createTestCollections>;
