import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ReportType } from '@alvorada/contracts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useReportSummary, useReportUpdates } from '@/features/energy/api/report-api.ts';
import { Section, TableSection } from '@/features/energy/components/overview-section.tsx';
import { PeriodSelect } from '@/features/energy/components/period-select.tsx';
import { usePeriod } from '@/features/energy/components/use-period.ts';
import { ReportCatalogue } from '@/features/energy/components/report-catalogue.tsx';
import { REPORT_FILTERS, ReportFilters } from '@/features/energy/components/report-filters.tsx';
import { ReportHistoryTable } from '@/features/energy/components/report-history-table.tsx';
import { ReportPanel } from '@/features/energy/components/report-panel.tsx';
import { useOpenedRecord } from '@/features/energy/components/record-panel.tsx';
import { ReportRequestDialog } from '@/features/energy/components/report-request-dialog.tsx';
import { ReportScheduleList } from '@/features/energy/components/report-schedule-list.tsx';

/** The last day of a `YYYY-MM` month, as `YYYY-MM-DD`. */
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y!, m!, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * /relatorios/visao-geral: the KPIs of the reports, the catalogue to generate or schedule each, the
 * schedules, and the history whose status follows each job live; `?report={id}` (where a "report ready"
 * notice leads) opens that report, its row highlighted when the history's page shows it.
 */
export default function ReportsOverviewPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const ability = useAbility();
  const summary = useReportSummary();
  const data = summary.data;
  const periodState = usePeriod();
  const { period } = periodState;
  const grid = useServerGrid(REPORT_FILTERS);
  const [dialog, setDialog] = useState<{ type: ReportType; mode: 'generate' | 'schedule' } | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const opened = useOpenedRecord('report');
  useReportUpdates();

  const kpi = (key: string) => ({
    label: t(`energy.reports.kpi.${key}`),
    definition: t(`energy.reports.kpi.${key}Def`),
  });
  const query = { ...grid.query, from: `${period.from}-01`, to: lastDay(period.to) };

  return (
    <>
      <PageHeader
        title={t('page.relatorios')}
        subtitle={t('energy.reports.subtitle')}
        actions={
          <>
            <ReportFilters grid={grid} options={data?.options} />
            <PeriodSelect
              preset={periodState.preset}
              from={period.from}
              to={period.to}
              onChange={periodState.choose}
            />
          </>
        }
      />
      <Grid container spacing={3}>
        <Grid size={12}>
          <Grid container spacing={3}>
            {[
              <KpiCard {...kpi('generated')} value={data && format.number(data.generated_this_month)} />,
              <KpiCard {...kpi('scheduled')} value={data && format.number(data.scheduled)} />,
              <KpiCard
                {...kpi('failed')}
                value={data && format.number(data.failed)}
                attention={!!data?.failed}
              />,
              <KpiCard
                {...kpi('lastSent')}
                value={
                  data &&
                  (data.last_sent_to_customers_at
                    ? format.dateTime(data.last_sent_to_customers_at)
                    : t('energy.reports.kpi.never'))
                }
              />,
            ].map((card, i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
                {card}
              </Grid>
            ))}
          </Grid>
        </Grid>
        {message && (
          <Grid size={12}>
            <Alert severity={message.severity} onClose={() => setMessage(null)} role="status">
              {message.text}
            </Alert>
          </Grid>
        )}
        <Grid size={{ xs: 12, xl: 9 }}>
          <Section title={t('energy.reports.catalogueTitle')}>
            <ReportCatalogue
              canCreate={ability.can('create', 'Relatorio')}
              onGenerate={(type) => setDialog({ type, mode: 'generate' })}
              onSchedule={(type) => setDialog({ type, mode: 'schedule' })}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, xl: 3 }}>
          <Section title={t('energy.reports.schedules.title')}>
            <ReportScheduleList
              canUpdate={ability.can('update', 'Relatorio')}
              canDelete={ability.can('delete', 'Relatorio')}
              onMessage={setMessage}
            />
          </Section>
        </Grid>
        <Grid size={12}>
          <TableSection
            title={t('energy.reports.history.title')}
            hint={t('energy.reports.history.hint')}
            table={
              <Stack>
                <ReportHistoryTable
                  grid={grid}
                  query={query}
                  options={data?.options}
                  canCreate={ability.can('create', 'Relatorio')}
                  canDelete={ability.can('delete', 'Relatorio')}
                  highlighted={opened.id}
                  onMessage={setMessage}
                />
              </Stack>
            }
          />
        </Grid>
      </Grid>
      {opened.open && (
        <ReportPanel
          id={opened.id}
          options={data?.options}
          canCreate={ability.can('create', 'Relatorio')}
          onMessage={setMessage}
          onClose={() => opened.close()}
        />
      )}
      {dialog && (
        <ReportRequestDialog
          key={`${dialog.type}-${dialog.mode}`}
          {...dialog}
          options={data?.options}
          onClose={() => setDialog(null)}
          onDone={(text) => {
            setDialog(null);
            setMessage({ severity: 'success', text });
          }}
        />
      )}
    </>
  );
}
