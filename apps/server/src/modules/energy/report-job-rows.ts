import { sql } from 'drizzle-orm';
import { REPORT_JOB_KIND } from '@alvorada/contracts';
import { jobRowColumns, storedReason, type JobRowSource } from '../../platform/jobs/job-rows.ts';
import { reports } from './report-schema.ts';

/** Requested reports, for the readers of reports (who read every one); a failed one is retried on its page. */
export const reportJobRows: JobRowSource = {
  kinds: [REPORT_JOB_KIND],
  rows: (db, actor) =>
    actor.ability.can('read', 'Relatorio')
      ? db
          .select(
            jobRowColumns({
              kind: REPORT_JOB_KIND,
              id: reports.id,
              state: reports.state,
              subject: reports.type,
              owner: sql`nullif(${reports.requestedByName}, '')`,
              createdAt: reports.createdAt,
              startedAt: reports.startedAt,
              finishedAt: reports.finishedAt,
              error: reports.error,
              errorReason: reports.errorReason,
            }),
          )
          .from(reports)
      : null,
  reason: (row, locale) => storedReason(row.error, row.errorReason, locale),
  link: () => '/relatorios/visao-geral',
  retryable: (row) => row.state === 'failed',
};
