import { and, eq, inArray } from 'drizzle-orm';
import type { ReportFormat, ReportRecipient, ReportType } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MessageCode } from '../../platform/http/messages.ts';
import { reports } from './schema.ts';
import { buildContext, ReportRefusal, type ReportSources } from './report-build-context.ts';
import { buildReport, CONTENT_TYPES, reportFile } from './report-build.ts';
import { assertDataReadable, REPORT_JOB, type ReportService } from './report-service.ts';
import type { ReportDelivery } from './report-delivery.ts';

const now = () => new Date();

/** Why a report failed, as a message code with its parameters. */
function failureOf(error: unknown): { code: MessageCode; params: Record<string, string | number> } {
  if (error instanceof ReportRefusal) return { code: error.code, params: error.params };
  if (error instanceof AppError) return { code: error.code, params: error.params };
  const reason = error instanceof Error ? error.message : String(error);
  return { code: 'report_generation_failed', params: { reason: reason.slice(0, 300) } };
}

/**
 * The job that makes a report: queued → generating → ready (the file stored with the row) or failed with
 * its reason. It acts as the requester, with their permissions as they are now; a failure writes nothing
 * but the failure. A ready report meant for someone goes out by e-mail.
 */
export function defineReportJob(
  p: Pick<Platform, 'db' | 'queue' | 'authState' | 'config' | 'log'>,
  service: ReportService,
  sources: ReportSources,
  delivery: ReportDelivery,
) {
  const { db } = p;

  async function requester(userId: number | null, locale: string, reportId: number): Promise<Actor> {
    const state = userId === null ? null : await p.authState.load(userId);
    if (!state || state.user.status !== 'active') throw new ReportRefusal('report_requester_inactive');
    return {
      userId,
      roleId: state.user.roleId,
      name: state.user.fullName || state.user.email,
      ability: state.ability,
      ip: '',
      locale: locale as Actor['locale'],
      requestId: `report-${reportId}`,
      origin: p.config.publicUrl ?? '',
    };
  }

  async function execute(reportId: number) {
    const [claimed] = await db
      .update(reports)
      .set({ status: 'generating', startedAt: now() })
      .where(and(eq(reports.id, reportId), eq(reports.status, 'queued')))
      .returning();
    if (!claimed) return;
    await service.announce(claimed);
    try {
      const actor = await requester(claimed.requestedBy, claimed.locale, reportId);
      const type = claimed.type as ReportType;
      const format = claimed.format as ReportFormat;
      assertDataReadable(actor, type);
      const ctx = buildContext(sources, actor, claimed.params);
      const content = await buildReport(type, ctx);
      const file = await reportFile(content, format, ctx);
      const [ready] = await db
        .update(reports)
        .set({
          status: 'ready',
          file,
          size: file.length,
          contentType: CONTENT_TYPES[format],
          filename: `${type.replace(/_/g, '-')}-${reportId}.${format}`,
          finishedAt: now(),
        })
        .where(and(eq(reports.id, reportId), eq(reports.status, 'generating')))
        .returning({ id: reports.id, requestedBy: reports.requestedBy, status: reports.status });
      if (!ready) return;
      await service.announce(ready);
      if (claimed.deliverTo)
        await delivery
          .send(reportId, claimed.deliverTo as ReportRecipient)
          .catch((err: unknown) => p.log.warn({ err, report: reportId }, 'report e-mail not sent'));
    } catch (error) {
      const { code, params } = failureOf(error);
      if (!(error instanceof ReportRefusal)) p.log.warn({ err: error, report: reportId }, 'report failed');
      await db
        .update(reports)
        .set({ status: 'failed', error: code, errorReason: JSON.stringify(params), finishedAt: now() })
        .where(and(eq(reports.id, reportId), eq(reports.status, 'generating')));
      await service.announce({ ...claimed, status: 'failed' });
    }
  }

  // A failed report is a result: running it again gives the same failure until its data changes (retry).
  p.queue.define<{ reportId: number }>(REPORT_JOB, ({ reportId }) => execute(reportId), { attempts: 1 });
}

/**
 * At start-up without Redis, jobs lived in the memory of a process that is gone: a report still queued or
 * generating will never finish, so it ends failed with the reason (and can be retried).
 */
export async function failInterruptedReports(db: Platform['db']) {
  await db
    .update(reports)
    .set({ status: 'failed', error: 'report_interrupted', finishedAt: now() })
    .where(inArray(reports.status, ['queued', 'generating']));
}
