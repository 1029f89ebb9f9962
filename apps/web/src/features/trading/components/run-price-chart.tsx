import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { Backtest } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import {
  CHART_TRADES,
  useChartTrades,
  useRunCandles,
  useRunIndicators,
} from '@/features/trading/api/trading-api.ts';
import { SectionCard } from '@/shared/ui/section-card.tsx';

const PriceChart = lazy(() => import('./price-chart.tsx'));

/** A finished backtest's candles with its trades marked on them. */
export function RunPriceChart({ run }: { run: Backtest }) {
  const { t } = useTranslation();
  const candles = useRunCandles(run);
  const trades = useChartTrades(run.id, run.trade_count ?? 0);
  const indicators = useRunIndicators(run.id);
  const failed = candles.error ?? trades.error;
  const skeleton = <Skeleton variant="rounded" height={380} />;
  return (
    <SectionCard
      heading="h3"
      hintGap={1}
      title={t('trading.backtest.result.price')}
      hint={
        (run.trade_count ?? 0) > CHART_TRADES
          ? t('trading.backtest.result.priceFirstTrades', { count: CHART_TRADES })
          : t('trading.backtest.result.priceHint')
      }
    >
      {failed ? (
        <LoadError
          message={applyServerErrors(failed, t)}
          onRetry={() => void Promise.all([candles.refetch(), trades.refetch()])}
        />
      ) : candles.data && trades.data ? (
        <Suspense fallback={skeleton}>
          <PriceChart candles={candles.data} trades={trades.data} lines={indicators.data} />
        </Suspense>
      ) : (
        skeleton
      )}
    </SectionCard>
  );
}
