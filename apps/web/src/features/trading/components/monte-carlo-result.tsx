import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CandlestickChartOutlined from '@mui/icons-material/CandlestickChartOutlined';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useMonteCarlo } from '@/features/trading/api/trading-api.ts';
import { MonteCarloFigures } from './monte-carlo-figures.tsx';
import { RunHeader } from './run-header.tsx';
import { useStatFormat } from './use-stat-format.ts';

/**
 * One Monte Carlo analysis, opened from the history: what it resampled, its progress while it runs, then its
 * figures; `onOpenBacktest` opens the backtest whose trades it drew.
 */
export function MonteCarloResult({
  id,
  onOpenBacktest,
}: {
  id: number;
  onOpenBacktest: (id: number) => void;
}) {
  const { t } = useTranslation();
  const analysis = useMonteCarlo(id);
  const statFormat = useStatFormat(analysis.data?.instrument_id);

  if (analysis.isPending) return <Skeleton variant="rounded" height={320} />;
  if (analysis.isError)
    return (
      <LoadError message={applyServerErrors(analysis.error, t)} onRetry={() => void analysis.refetch()} />
    );
  const run = analysis.data;
  return (
    <Stack spacing={2}>
      <RunHeader
        run={run}
        actions={
          <Button
            size="small"
            variant="outlined"
            startIcon={<CandlestickChartOutlined />}
            onClick={() => onOpenBacktest(run.backtest_id)}
          >
            {t('trading.monteCarlo.openBacktest', { id: run.backtest_id })}
          </Button>
        }
      />
      <Card data-monte-carlo>
        <CardContent>
          <Typography variant="h6" component="h3">
            {t('trading.monteCarlo.title')}
          </Typography>
          <MonteCarloFigures analysis={run} format={statFormat} />
        </CardContent>
      </Card>
    </Stack>
  );
}
