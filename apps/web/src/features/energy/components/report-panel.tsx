import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useReport } from '@/features/energy/api/report-api.ts';
import { describeReport } from '@/features/energy/components/report-description.ts';
import { RecordPanel } from '@/features/energy/components/record-panel.tsx';
import {
  ReportActions,
  ReportStatusCell,
  ReportTypeCell,
  requestedBy,
} from '@/features/energy/components/report-history-table.tsx';

/**
 * One report of the history, read by its id (the one a "report ready" notice opens), as its row shows it and
 * with its download at hand, whatever page of the history is shown; its status follows the job live.
 */
export function ReportPanel({
  id,
  options,
  canCreate,
  onMessage,
  onClose,
}: {
  id: number | null;
  options: ReportSummary['options'] | undefined;
  canCreate: boolean;
  onMessage: (message: { severity: 'success' | 'error'; text: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useReport(id);
  const report = query.data;
  const column = (key: string) => t(`energy.reports.history.columns.${key}`);
  return (
    <RecordPanel
      id={id}
      title={t('energy.reports.panel.title')}
      query={query}
      notFound={t('energy.reports.panel.notFound')}
      onClose={onClose}
      fields={
        report
          ? [
              [column('type'), <ReportTypeCell report={report} />],
              [column('params'), describeReport(report, options, t, format.month)],
              [column('requestedBy'), requestedBy(report, t)],
              [column('date'), format.dateTime(report.created_at)],
              [column('status'), <ReportStatusCell report={report} />],
              [
                column('actions'),
                <ReportActions report={report} canCreate={canCreate} onMessage={onMessage} />,
              ],
            ]
          : null
      }
    />
  );
}
