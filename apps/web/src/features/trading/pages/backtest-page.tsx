import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import CandlestickChartOutlined from '@mui/icons-material/CandlestickChartOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { BacktestForm } from '@/features/trading/components/backtest-form.tsx';
import { RunHistory } from '@/features/trading/components/run-history.tsx';
import { RunResult } from '@/features/trading/components/run-result.tsx';

const runOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /automations/paracima/backtest: run a strategy over an instrument's history and read the result. */
export default function BacktestPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = runOf(params.get('run'));
  // A run of its own: the trades' page and ordering of another run do not carry over.
  const show = (id: number) => setParams(new URLSearchParams({ run: String(id) }));

  return (
    <>
      <PageHeader title={t('page.paracimaBacktest')} subtitle={t('trading.backtest.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={3}>
            <BacktestForm onStarted={(run) => show(run.id)} />
            <RunHistory selected={selected} onSelect={show} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          {selected === null ? (
            <Card>
              <EmptyState
                icon={<CandlestickChartOutlined sx={{ fontSize: 48 }} />}
                title={t('trading.backtest.result.emptyTitle')}
                body={t('trading.backtest.result.empty')}
              />
            </Card>
          ) : (
            <RunResult key={selected} id={selected} />
          )}
        </Grid>
      </Grid>
    </>
  );
}
