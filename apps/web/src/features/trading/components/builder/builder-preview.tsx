import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ParsedRuleStrategy } from '@alvorada/backtest';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/section-card.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useInstruments, useRunCandles } from '@/features/trading/api/trading-api.ts';
import { BacktestStats } from '@/features/trading/components/backtest-stats.tsx';
import { dataOf, settingsOf, type RunFormValues } from '@/features/trading/components/run-form-values.ts';
import { useStatFormat } from '@/features/trading/components/use-stat-format.ts';
import { previewRun, type Preview } from './preview-run.ts';

const PriceChart = lazy(() => import('@/features/trading/components/price-chart.tsx'));

/** Says that a position is still open when the data ends: its result is in the return, not in the trades. */
function OpenPositionNote({ open }: { open: Preview['open'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (open.length === 0) return null;
  const size = open.reduce((sum, trade) => sum + trade.size, 0);
  return (
    <Alert severity="info" data-testid="preview-open-position" sx={{ mb: 2 }}>
      {t('trading.builder.preview.openPosition', {
        side: t(size < 0 ? 'trading.backtest.trade.short' : 'trading.backtest.trade.long'),
        size: format.number(Math.abs(size)),
        date: format.date(Math.min(...open.map((trade) => trade.entry_time))),
      })}
    </Alert>
  );
}

/**
 * The rule set run in the browser as it is built, on the chosen candles with the chosen costs: the
 * statistics and the candles with the trades and the compared averages drawn on them.
 */
export function BuilderPreview({
  form,
  rules,
  issueCount,
}: {
  form: UseFormReturn<RunFormValues>;
  rules: ParsedRuleStrategy | null;
  issueCount: number;
}) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control }) as RunFormValues;
  const data = dataOf(values);
  const settings = settingsOf(values);
  const settingsKey = JSON.stringify(settings);
  const instruments = useInstruments();
  const instrument = instruments.data?.results.find((i) => i.id === data.instrument_id);
  const candles = useRunCandles(data);
  const format = useStatFormat(data.instrument_id);
  // Typing stays quick: the run follows the latest rules when the browser has time.
  const deferredRules = useDeferredValue(rules);

  const outcome = useMemo((): { preview: Preview } | { failed: string } | null => {
    if (!candles.data || !deferredRules || !instrument) return null;
    try {
      return {
        preview: previewRun(candles.data, deferredRules, JSON.parse(settingsKey), instrument, (key) =>
          t(`trading.builder.output.${key}`),
        ),
      };
    } catch (error) {
      return {
        failed: error instanceof RangeError ? t('trading.builder.preview.badSettings') : String(error),
      };
    }
  }, [candles.data, deferredRules, instrument, settingsKey, t]);

  let body;
  if (!data.instrument_id) body = <Alert severity="info">{t('trading.builder.preview.chooseData')}</Alert>;
  else if (!rules)
    body = <Alert severity="info">{t('trading.builder.preview.incomplete', { count: issueCount })}</Alert>;
  else if (candles.isError)
    body = <LoadError message={applyServerErrors(candles.error, t)} onRetry={() => void candles.refetch()} />;
  else if (outcome && 'failed' in outcome) body = <Alert severity="warning">{outcome.failed}</Alert>;
  else if (!outcome || !candles.data) body = <Skeleton variant="rounded" height={380} />;
  else
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('trading.builder.preview.bars', { count: candles.data.candles.length })}
        </Typography>
        <OpenPositionNote open={outcome.preview.open} />
        <BacktestStats narrow stats={outcome.preview.stats} format={format} />
        <Suspense fallback={<Skeleton variant="rounded" height={380} />}>
          <PriceChart candles={candles.data} trades={outcome.preview.trades} lines={outcome.preview.lines} />
        </Suspense>
      </>
    );

  return (
    <SectionCard
      component="section"
      aria-labelledby="builder-preview"
      data-preview={outcome && 'preview' in outcome ? 'ready' : 'waiting'}
      headingId="builder-preview"
      title={t('trading.builder.preview.title')}
      hint={t('trading.builder.preview.hint')}
    >
      {body}
    </SectionCard>
  );
}
