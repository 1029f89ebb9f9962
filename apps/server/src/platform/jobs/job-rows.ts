import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { JobState, JobViewKind, Locale } from '@alvorada/contracts';
import type { Actor } from '../access/actor.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { isMessageCode, translate, type MessageCode } from '../http/messages.ts';
import { backgroundJobs } from './job-schema.ts';

/**
 * A job as the jobs view reads it, whatever table its area keeps it in: the columns every source selects
 * (`jobRowColumns`), moments as milliseconds since the epoch.
 */
export interface JobRow {
  kind: JobViewKind;
  id: number;
  state: JobState;
  subject: string;
  owner: string | null;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  error: string | null;
  errorReason: string | null;
}

type Column = SQLWrapper | string | null;
const text = (value: Column) => (value === null ? sql`null::text` : sql`(${value})::text`);
const millis = (value: Column) =>
  value === null ? sql`null::float8` : sql`(extract(epoch from ${value}) * 1000)::float8`;

/** The common columns of a source's select, in the order and types the union of every source needs. */
export const jobRowColumns = (c: { [K in keyof JobRow]: Column }) => ({
  kind: sql<JobViewKind>`${text(c.kind)}`.as('kind'),
  id: sql<number>`(${c.id})::int`.as('id'),
  state: sql<JobState>`${text(c.state)}`.as('state'),
  subject: sql<string>`coalesce(${text(c.subject)}, '')`.as('subject'),
  owner: sql<string | null>`${text(c.owner)}`.as('owner'),
  createdAt: sql<number>`${millis(c.createdAt)}`.as('created_at'),
  startedAt: sql<number | null>`${millis(c.startedAt)}`.as('started_at'),
  finishedAt: sql<number | null>`${millis(c.finishedAt)}`.as('finished_at'),
  error: sql<string | null>`${text(c.error)}`.as('error'),
  errorReason: sql<string | null>`${text(c.errorReason)}`.as('error_reason'),
});

/** The name a person is shown by. */
export const personName = sql`coalesce(nullif(${users.fullName}, ''), ${users.email})`;

/**
 * One area's jobs for the jobs view: the rows of its table a reader may read, in the common columns (null
 * when they may read none), why one failed in the reader's language, and the page that shows its record.
 */
export interface JobRowSource {
  kinds: readonly JobViewKind[];
  rows(db: Executor, actor: Actor): SQLWrapper | null;
  reason(row: JobRow, locale: Locale): string | null;
  link(row: JobRow): string;
  /** Whether that page offers to run a failed job again. */
  retryable(row: JobRow): boolean;
}

/**
 * A failure's reason as the areas store it: a message code with, beside it, its parameters as JSON or the
 * one `reason` parameter; anything else (an older row's own text) as it was written.
 */
export function storedReason(error: string | null, reason: string | null, locale: Locale) {
  if (!error) return null;
  if (!isMessageCode(error)) return reason ?? error;
  let params: Record<string, string | number> = { reason: reason ?? '' };
  if (reason?.startsWith('{')) {
    try {
      params = JSON.parse(reason) as typeof params;
    } catch {
      // Not parameters after all: the reason stays the one parameter.
    }
  }
  return translate(error, locale, params);
}

/**
 * The reason of a table whose failures are codes of its own vocabulary: each said by the jobs' message it
 * maps to (`fallback` for a code the map does not know, such as an older row's own text).
 */
export const codedReason =
  <Code extends string>(codes: Record<Code, MessageCode>, fallback: MessageCode) =>
  (row: JobRow, locale: Locale) =>
    row.error ? storedReason(codes[row.error as Code] ?? fallback, row.errorReason, locale) : null;

/**
 * The jobs of the kinds that keep no table of their own (background-job.ts) among `kinds`, for readers `may`
 * let read them, with whoever asked for each.
 */
export function backgroundJobRows(spec: {
  kinds: readonly JobViewKind[];
  may(actor: Actor): boolean;
  /** Which of them the reader may read, when not every one. */
  mine?(actor: Actor): SQL | undefined;
  /** What a job works on, in words, when its `subject` is an id. */
  subject?: SQLWrapper;
  link(row: JobRow): string;
  retryable?: (row: JobRow) => boolean;
}): JobRowSource {
  const b = backgroundJobs;
  return {
    kinds: spec.kinds,
    rows: (db, actor) =>
      spec.may(actor)
        ? db
            .select(
              jobRowColumns({
                kind: b.name,
                id: b.id,
                state: b.state,
                subject: spec.subject ?? b.subject,
                owner: personName,
                createdAt: b.createdAt,
                startedAt: b.startedAt,
                finishedAt: b.finishedAt,
                error: b.error,
                errorReason: b.errorReason,
              }),
            )
            .from(b)
            .leftJoin(users, eq(users.id, b.requestedBy))
            .where(and(inArray(b.name, [...spec.kinds]), spec.mine?.(actor)))
        : null,
    reason: (row, locale) => storedReason(row.error, row.errorReason, locale),
    link: spec.link,
    retryable: spec.retryable ?? (() => false),
  };
}

/** The areas' sources of job rows, registered as their modules start; the jobs view reads them all. */
export function createJobRowSources() {
  const sources: JobRowSource[] = [];
  return {
    add(source: JobRowSource) {
      sources.push(source);
    },
    all: (): readonly JobRowSource[] => sources,
  };
}
export type JobRowSources = ReturnType<typeof createJobRowSources>;
