import type { Platform } from '../../platform/platform.ts';
import { jobActor } from '../../platform/access/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { jobRecords } from '../../platform/jobs/job-records.ts';
import { defineRecordJob, type JobLock } from '../../platform/jobs/record-job.ts';
import type { JobContext } from '../../platform/queue/queue.ts';
import { reports } from './report-schema.ts';
import { buildContext, ReportRefusal, type ReportSources } from './report-build-context.ts';
import { buildReport, CONTENT_TYPES, reportFile } from './report-build.ts';
import { assertDataReadable, REPORT_JOB, type ReportService } from './report-service.ts';
import type { ReportDelivery } from './report-delivery.ts';
import type { EnergyNotices } from './energy-notices.ts';

type ReportRow = typeof reports.$inferSelect;

/** The reports as jobs; the lock's space is that of reports being made, its second key the report's id. */
export const reportRecords = jobRecords(reports, { lock: 727_005, interrupted: 'report_interrupted' });

/**
 * The job that makes a report: queued → running → done (the file stored with the row) or failed with its
 * reason. It acts as the requester, with their permissions as they are now; a failure writes nothing but
 * the failure. A finished report meant for someone goes out by e-mail.
 */
export function defineReportJob(
  p: Pick<Platform, 'db' | 'database' | 'queue' | 'authState' | 'config' | 'log' | 'jobs'>,
  service: ReportService,
  sources: ReportSources,
  delivery: ReportDelivery,
  notices: Pick<EnergyNotices, 'reportReady'>,
) {
  const { db } = p;
  p.jobs.register(reportRecords.recover);

  async function work(claimed: ReportRow, _job: JobContext, lock: JobLock) {
    const { id, type, format } = claimed;
    const actor = await jobActor(p.authState, claimed.requestedBy, {
      jobId: `report-${id}`,
      locale: claimed.locale,
      origin: p.config.publicUrl ?? '',
    });
    if (!actor) throw new ReportRefusal('report_requester_inactive');
    assertDataReadable(actor, type);
    const ctx = buildContext(sources, actor, claimed.params);
    const content = await buildReport(type, ctx);
    const file = await reportFile(content, format, ctx);
    const finished = await db.transaction(async (tx) => {
      const values = {
        file,
        size: file.length,
        contentType: CONTENT_TYPES[format],
        filename: `${type.replace(/_/g, '-')}-${id}.${format}`,
      };
      if (!(await reportRecords.finish(tx, id, values))) return false;
      // Without its lock the report may have been taken for one whose process died: it commits nothing.
      await lock.assertHeld();
      return true;
    });
    return finished ? ('done' as const) : null;
  }

  defineRecordJob(p, {
    name: REPORT_JOB,
    key: 'reportId',
    records: reportRecords,
    lockLost: 'report_lock_lost',
    announce: (row, _job, state) => service.announce({ ...row, state }),
    work,
    afterDone: async (row) => {
      await notices.reportReady(row);
      if (row.deliverTo)
        await delivery
          .send(row.id, row.deliverTo)
          .catch((err: unknown) => p.log.warn({ err, report: row.id }, 'report e-mail not sent'));
    },
    failure: (error) =>
      error instanceof AppError
        ? { code: error.code, reason: JSON.stringify(error.params) }
        : {
            code: 'report_generation_failed',
            reason: JSON.stringify({
              reason: String(error instanceof Error ? error.message : error).slice(0, 300),
            }),
          },
  });
}
