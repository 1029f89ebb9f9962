import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import {
  REPORT_CATALOGUE,
  type ListQuery,
  type ReportParamNames,
  type ReportParams,
  type ReportRecipient,
  type ReportSchedule,
  type ReportScheduleInput,
  type ReportSchedulePatch,
  type ReportType,
} from '@alvorada/contracts';
import { addMonths } from '@alvorada/energy';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { listPage, tableSource, type ListSpec } from '../../platform/db/list.ts';
import { namesNothing } from '../../platform/db/empty-patch.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { saoPauloParts } from './clock.ts';
import { reportSchedules, reports } from './report-schema.ts';
import { reportParamNames } from './report-param-names.ts';
import { assertDataReadable, REPORT_JOB, type ReportService } from './report-service.ts';

type ScheduleRow = typeof reportSchedules.$inferSelect;

const LIST: ListSpec = {
  ordering: { id: reportSchedules.id, type: reportSchedules.type, day: reportSchedules.day },
  defaultOrdering: 'id',
  key: reportSchedules.id,
  filters: { type: reportSchedules.type },
};

/** How often an instance looks for schedules that are due. */
export const SCHEDULE_CHECK_MS = 60_000;

const scheduleToApi = (row: ScheduleRow, paramNames: ReportParamNames): ReportSchedule => ({
  id: row.id,
  type: row.type,
  format: row.format,
  params: row.params,
  param_names: paramNames,
  day: row.day,
  hour: row.hour,
  recipients: row.recipients,
  active: row.active,
  created_by: row.createdBy,
  created_by_name: row.createdByName,
  last_run_month: row.lastRunMonth,
  created_at: row.createdAt.toISOString(),
});

/** Month, day and hour in São Paulo at `at`. */
export function saoPauloClock(at: Date) {
  const { year, month, day, hour } = saoPauloParts(at);
  return { month: `${year}-${month}`, day: Number(day), hour: Number(hour) };
}

/** A run's parameters: the schedule's own, with the month before the run (or the twelve up to it). */
function runParams(type: ReportType, params: ReportParams, month: string): ReportParams {
  const taken = REPORT_CATALOGUE[type].params;
  const previous = addMonths(month, -1);
  return {
    ...params,
    ...(taken.month && { month: previous }),
    ...(taken.to && { from: addMonths(previous, -11), to: previous }),
  };
}

function assertRecipient(type: ReportType, recipients: ReportRecipient) {
  if (recipients === 'customer' && !REPORT_CATALOGUE[type].toCustomer)
    throw new AppError(400, 'report_not_for_customer', {
      fields: { recipients: ['report_not_for_customer'] },
    });
}

/**
 * Monthly schedules. Every instance checks each minute; a schedule due this month is claimed by one
 * statement that sets its `last_run_month`, so however many instances check at once, it runs once.
 */
export function createReportSchedules(
  p: Pick<Platform, 'db' | 'queue' | 'authState' | 'log'>,
  service: ReportService,
) {
  const { db } = p;

  /** Schedules in the API's shape, with the names their parameters point at. */
  async function toApi(rows: readonly ScheduleRow[]) {
    const namesOf = await reportParamNames(db, rows);
    return rows.map((r) => scheduleToApi(r, namesOf(r.params)));
  }
  const oneToApi = async (found: ScheduleRow) => (await toApi([found]))[0]!;

  async function row(id: number) {
    const [found] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
    if (!found) throw notFound();
    return found;
  }

  return {
    async list(actor: Actor, query: ListQuery & { type?: string }, url: string) {
      const page = await listPage(db, tableSource(reportSchedules), LIST, query, {
        ability: actor.ability,
        url,
      });
      return { ...page, results: await toApi(page.results) };
    },

    /** A schedule whose day and hour already passed this month first runs next month. */
    async create(actor: Actor, input: ReportScheduleInput, at = new Date()) {
      assertDataReadable(actor, input.type);
      const now = saoPauloClock(at);
      const passed = input.day < now.day || (input.day === now.day && input.hour <= now.hour);
      const [created] = await db
        .insert(reportSchedules)
        .values({
          type: input.type,
          format: input.format,
          params: input.params,
          day: input.day,
          hour: input.hour,
          recipients: input.recipients,
          active: input.active,
          locale: actor.locale,
          createdBy: actor.userId,
          createdByName: actor.name,
          lastRunMonth: passed ? now.month : null,
        })
        .returning();
      return oneToApi(created!);
    },

    async update(actor: Actor, id: number, patch: ReportSchedulePatch) {
      const found = await row(id);
      assertDataReadable(actor, found.type);
      if (patch.recipients) assertRecipient(found.type, patch.recipients);
      if (namesNothing(patch)) return oneToApi(found);
      const [updated] = await db
        .update(reportSchedules)
        .set(patch)
        .where(eq(reportSchedules.id, id))
        .returning();
      return oneToApi(updated!);
    },

    async remove(id: number) {
      await row(id);
      await db.delete(reportSchedules).where(eq(reportSchedules.id, id));
    },

    /**
     * Queues the reports of the schedules due at `at` that have not run this month; answers how many this
     * call claimed. The claim and the check are one UPDATE, so concurrent calls never claim one twice.
     */
    async runDue(at = new Date()) {
      const { month, day, hour } = saoPauloClock(at);
      const claimed = await db
        .update(reportSchedules)
        .set({ lastRunMonth: month })
        .where(
          and(
            eq(reportSchedules.active, true),
            or(
              lt(reportSchedules.day, day),
              and(eq(reportSchedules.day, day), lte(reportSchedules.hour, hour)),
            ),
            or(isNull(reportSchedules.lastRunMonth), lt(reportSchedules.lastRunMonth, month)),
          ),
        )
        .returning();
      for (const schedule of claimed) {
        const type = schedule.type;
        const [created] = await db
          .insert(reports)
          .values({
            type,
            format: schedule.format,
            params: runParams(type, schedule.params, month),
            locale: schedule.locale,
            requestedBy: schedule.createdBy,
            requestedByName: schedule.createdByName,
            scheduleId: schedule.id,
            deliverTo: schedule.recipients,
          })
          .returning();
        await p.queue.add(REPORT_JOB, { reportId: created!.id });
        await service.announce(created!);
      }
      return claimed.length;
    },

    /** Checks every minute until `stop` is called. */
    start() {
      const timer = setInterval(() => {
        this.runDue().catch((err: unknown) => p.log.warn({ err }, 'report schedules not checked'));
      }, SCHEDULE_CHECK_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
export type ReportSchedules = ReturnType<typeof createReportSchedules>;
