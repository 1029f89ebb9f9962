import { and, count, eq, getTableColumns, gte, lt, max, sql } from 'drizzle-orm';
import {
  REPORT_CATALOGUE,
  type JobState,
  REPORT_JOB_KIND,
  type Locale,
  type Report,
  type ReportParamNames,
  type ReportListQuery,
  type ReportRecipient,
  type ReportRequest,
  type ReportSummary,
  type ReportType,
} from '@alvorada/contracts';
import { addMonths } from '@alvorada/energy';
import type { Platform } from '../../platform/platform.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { listPage, tableSource, type ListSpec } from '../../platform/db/list.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { isMessageCode, translate } from '../../platform/http/messages.ts';
import { sendJobProgress } from '../../platform/jobs/job-progress.ts';
import { reportSchedules, reports } from './report-schema.ts';
import { filterOptions } from './summary-period.ts';
import { reportParamNames } from './report-param-names.ts';
import { addDays, today } from './clock.ts';

export const REPORT_JOB = REPORT_JOB_KIND;
type ReportRow = typeof reports.$inferSelect;
/** A report as listed: everything but its file. */
type ListedRow = Omit<ReportRow, 'file'>;

const LIST: ListSpec = {
  ordering: {
    id: reports.id,
    created_at: reports.createdAt,
    type: reports.type,
    status: reports.state,
    requested_by_name: reports.requestedByName,
    finished_at: reports.finishedAt,
  },
  defaultOrdering: '-created_at',
  key: reports.id,
  search: [reports.requestedByName],
  filters: { type: reports.type, status: reports.state },
};

/** The areas a report reads, each of which the requester must be allowed to read. */
export function assertDataReadable(actor: Pick<Actor, 'ability'>, type: ReportType) {
  for (const subject of REPORT_CATALOGUE[type].subjects)
    if (!actor.ability.can('read', subject))
      throw new AppError(403, 'report_data_forbidden', { params: { area: subject } });
}

/** The reason a report failed, in the reader's language. */
function errorMessage(row: ListedRow, locale: Locale) {
  if (!row.error) return null;
  if (!isMessageCode(row.error)) return row.error;
  let params: Record<string, string | number> = {};
  try {
    params = row.errorReason ? (JSON.parse(row.errorReason) as typeof params) : {};
  } catch {
    params = { reason: row.errorReason ?? '' };
  }
  return translate(row.error, locale, params);
}

function reportToApi(row: ListedRow, locale: Locale, paramNames: ReportParamNames): Report {
  return {
    id: row.id,
    type: row.type,
    format: row.format,
    params: row.params,
    param_names: paramNames,
    status: row.state,
    error: row.error,
    error_message: errorMessage(row, locale),
    requested_by: row.requestedBy,
    requested_by_name: row.requestedByName,
    schedule_id: row.scheduleId,
    filename: row.filename,
    size: row.size,
    sent_to: row.sentTo,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The page's KPIs (energy.md §5.5) and the options its filters and forms offer. */
export async function reportSummary(db: Db): Promise<ReportSummary> {
  const { month, start, end } = monthBounds();
  const inMonth = and(gte(reports.finishedAt, start), lt(reports.finishedAt, end));
  const [ready] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.state, 'done'), inMonth));
  const [failed] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.state, 'failed'), inMonth));
  const [scheduled] = await db
    .select({ n: count() })
    .from(reportSchedules)
    .where(eq(reportSchedules.active, true));
  const [sent] = await db
    .select({ at: max(reports.sentAt) })
    .from(reports)
    .where(eq(reports.sentToCustomer, true));
  return {
    month,
    generated_this_month: ready?.n ?? 0,
    scheduled: scheduled?.n ?? 0,
    failed: failed?.n ?? 0,
    last_sent_to_customers_at: sent?.at ? new Date(sent.at).toISOString() : null,
    options: await filterOptions(db),
  };
}

/** São Paulo's month as `YYYY-MM` and the instants it starts and ends at. */
function monthBounds(month = today().slice(0, 7)) {
  // São Paulo is UTC−3 all year (no daylight saving since 2019).
  const start = new Date(`${month}-01T03:00:00Z`);
  const end = new Date(`${addMonths(month, 1)}-01T03:00:00Z`);
  return { month, start, end };
}

/**
 * Reports as jobs (energy.md §5.5): a request is stored `queued` and handed to the queue; its state moves
 * to `running`, then `done` with its file or `failed` with the reason, and each step reaches the
 * requester's open pages over realtime.
 */
export function createReportService(p: Pick<Platform, 'db' | 'queue' | 'hub'>) {
  const { db } = p;

  async function row(id: number) {
    const [found] = await db.select().from(reports).where(eq(reports.id, id));
    if (!found) throw notFound();
    return found;
  }

  /** Tells the requester's pages that the report moved. */
  async function announce(report: Pick<ListedRow, 'id' | 'requestedBy'> & { state: JobState }) {
    if (report.requestedBy === null) return;
    sendJobProgress(p.hub, report.requestedBy, {
      job_id: `report:${report.id}`,
      kind: REPORT_JOB,
      progress: report.state === 'done' ? 1 : 0,
      state: report.state,
    });
  }

  /** Reports in the API's shape, with the names their parameters point at. */
  async function toApi(rows: readonly ListedRow[], locale: Locale) {
    const namesOf = await reportParamNames(db, rows);
    return rows.map((r) => reportToApi(r, locale, namesOf(r.params)));
  }
  const oneToApi = async (found: ListedRow, locale: Locale) => (await toApi([found], locale))[0]!;

  return {
    announce,
    row,
    toApi: oneToApi,

    async request(
      actor: Actor,
      input: ReportRequest,
      origin: { scheduleId?: number; deliverTo?: ReportRecipient } = {},
    ): Promise<Report> {
      assertDataReadable(actor, input.type);
      const [created] = await db
        .insert(reports)
        .values({
          type: input.type,
          format: input.format,
          params: input.params,
          locale: actor.locale,
          requestedBy: actor.userId,
          requestedByName: actor.name,
          scheduleId: origin.scheduleId ?? null,
          deliverTo: origin.deliverTo ?? null,
        })
        .returning();
      await p.queue.add(REPORT_JOB, { reportId: created!.id });
      await announce(created!);
      return oneToApi(created!, actor.locale);
    },

    async list(actor: Actor, query: ReportListQuery, url: string) {
      const { from, to, plant_id, customer_id } = query;
      const where = and(
        from ? gte(reports.createdAt, new Date(`${from}T03:00:00Z`)) : undefined,
        to ? lt(reports.createdAt, new Date(`${addDays(to, 1)}T03:00:00Z`)) : undefined,
        plant_id ? sql`(${reports.params} ->> 'plant_id')::int = ${plant_id}` : undefined,
        customer_id ? sql`(${reports.params} ->> 'customer_id')::int = ${customer_id}` : undefined,
      );
      // The file stays in the database: a page of the history never reads it.
      const { file: _file, ...columns } = getTableColumns(reports);
      const page = await listPage<ListedRow>(
        db,
        {
          count: tableSource(reports).count,
          rows: (executor, w, orderBy, limit, offset) =>
            executor
              .select(columns)
              .from(reports)
              .where(w)
              .orderBy(...orderBy)
              .limit(limit)
              .offset(offset),
        },
        LIST,
        query,
        { ability: actor.ability, url, where },
      );
      return { ...page, results: await toApi(page.results, actor.locale) };
    },

    async get(actor: Actor, id: number) {
      return oneToApi(await row(id), actor.locale);
    },

    /** The file of a finished report, for someone who may read the data it holds. */
    async file(actor: Actor, id: number) {
      const found = await row(id);
      assertDataReadable(actor, found.type);
      if (found.state !== 'done' || !found.file) throw new AppError(409, 'report_not_ready');
      return { filename: found.filename!, contentType: found.contentType!, file: found.file };
    },

    /** A failed report queued again with the same inputs. */
    async retry(actor: Actor, id: number) {
      const found = await row(id);
      assertDataReadable(actor, found.type);
      const [queued] = await db
        .update(reports)
        .set({ state: 'queued', error: null, errorReason: null, startedAt: null, finishedAt: null })
        .where(and(eq(reports.id, id), eq(reports.state, 'failed')))
        .returning();
      if (!queued) throw new AppError(409, 'report_not_failed');
      await p.queue.add(REPORT_JOB, { reportId: id });
      await announce(queued);
      return oneToApi(queued, actor.locale);
    },

    async remove(id: number) {
      const deleted = await db.delete(reports).where(eq(reports.id, id)).returning({ id: reports.id });
      if (!deleted.length) throw notFound();
    },

    summary: () => reportSummary(db),
  };
}
export type ReportService = ReturnType<typeof createReportService>;
