import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { ExportButtons, useListExport } from '@/shared/ui/grid/list-export.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useOperations } from '@/features/trading/api/operations-api.ts';
import { OPERATION_FILTERS, OperationFilters } from '@/features/trading/components/operation-filters.tsx';
import { OperationsTable } from '@/features/trading/components/operations-grid.tsx';
import { useOperationFormat } from '@/features/trading/components/operation-format.ts';

/**
 * /automations/paracima/BacktestOperationsTable: every closed trade of the user's backtests and paper
 * sessions, filtered, totalled over the filtered set and exported as it is shown.
 */
export default function OperationsPage() {
  const { t } = useTranslation();
  const format = useOperationFormat();
  const grid = useServerGrid(OPERATION_FILTERS);
  const operations = useOperations(grid.query);
  const totals = operations.data?.totals;
  const { error: exportError, exportAs } = useListExport(
    '/trading/operations/export/',
    'operacoes',
    grid.query,
  );
  const error = operations.error ?? exportError;

  return (
    <>
      <PageHeader title={t('page.paracimaOperations')} subtitle={t('trading.operations.subtitle')} />
      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <KpiCard
            label={t('trading.operations.totals.count')}
            definition={t('trading.operations.totals.countHint')}
            value={totals && new Intl.NumberFormat(format.locale).format(totals.count)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <KpiCard
            label={t('trading.operations.totals.winRate')}
            definition={t('trading.operations.totals.winRateHint')}
            value={totals && (totals.win_rate === null ? '—' : format.fraction(totals.win_rate))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <KpiCard
            label={t('trading.operations.totals.pnl')}
            definition={t('trading.operations.totals.pnlHint')}
            value={
              totals &&
              (totals.pnl.length ? totals.pnl.map((p) => format.money(p.value, p.currency)).join(' · ') : '—')
            }
          />
        </Grid>
      </Grid>
      <Card>
        <OperationFilters grid={grid} />
        <ExportButtons
          onExport={exportAs}
          label={(kind) => t(`trading.operations.export.${kind}`)}
          disabled={!totals?.count}
        />
        {error !== null && error !== undefined && (
          <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
            {applyServerErrors(error, t)}
          </Alert>
        )}
        <OperationsTable
          grid={grid}
          rows={operations.data?.results ?? []}
          count={operations.data?.count ?? 0}
          loading={operations.isFetching}
        />
      </Card>
    </>
  );
}
