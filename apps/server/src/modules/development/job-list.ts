import { and, sql } from 'drizzle-orm';
import type { JobRecord, JobRecordQuery, Page } from '@alvorada/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/list.ts';
import type { JobRow, JobRowSources } from '../../platform/jobs/job-rows.ts';

const DAY_MS = 86_400_000;
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The columns of the union, by name: every source selects them (`jobRowColumns`), beside its own number. */
const columns = {
  source: sql<number>`source`,
  kind: sql<JobRow['kind']>`kind`,
  id: sql<number>`id`,
  state: sql<JobRow['state']>`state`,
  subject: sql<string>`subject`,
  owner: sql<string | null>`owner`,
  createdAt: sql<number>`created_at`,
  startedAt: sql<number | null>`started_at`,
  finishedAt: sql<number | null>`finished_at`,
  error: sql<string | null>`error`,
  errorReason: sql<string | null>`error_reason`,
};

/**
 * The jobs view: every area's jobs, from each area's own records, as one list newest first, filtered by kind,
 * state and period and paged. Each source gives only the rows the reader may read.
 */
export function createJobList(db: Executor, sources: JobRowSources) {
  return async (actor: Actor, query: JobRecordQuery, url: string): Promise<Page<JobRecord>> => {
    const all = sources.all();
    const selects = all.flatMap((source, index) => {
      if (query.kind && !source.kinds.includes(query.kind)) return [];
      const rows = source.rows(db, actor);
      return rows ? [sql`(select ${sql.raw(String(index))} as source, s.* from (${rows}) s)`] : [];
    });
    if (!selects.length) return pageOf(url, query, 0, []);
    const jobs = sql`(${sql.join(selects, sql` union all `)}) as jobs`;
    const where = and(
      query.kind ? sql`kind = ${query.kind}` : undefined,
      query.state ? sql`state = ${query.state}` : undefined,
      query.from ? sql`created_at >= ${dayStart(query.from)}` : undefined,
      query.to ? sql`created_at < ${dayStart(query.to) + DAY_MS}` : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(columns)
        .from(jobs)
        .where(where)
        .orderBy(sql`created_at desc, source, id desc`)
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(where),
    ]);
    const results = rows.map(({ source: index, ...row }): JobRecord => {
      const source = all[index]!;
      return {
        kind: row.kind,
        id: row.id,
        state: row.state,
        subject: row.subject,
        owner: row.owner,
        created_at: iso(row.createdAt)!,
        started_at: iso(row.startedAt),
        finished_at: iso(row.finishedAt),
        duration_ms:
          row.startedAt !== null && row.finishedAt !== null ? row.finishedAt - row.startedAt : null,
        reason: source.reason(row, actor.locale),
        link: source.link(row),
        retryable: source.retryable(row),
      };
    });
    return pageOf(url, query, total!.count, results);
  };
}
export type JobList = ReturnType<typeof createJobList>;
