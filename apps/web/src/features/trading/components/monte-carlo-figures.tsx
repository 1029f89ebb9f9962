import { lazy, Suspense } from 'react';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MonteCarloRun } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import type { StatFormat } from './stat-format.ts';

const MonteCarloHistogram = lazy(() => import('./monte-carlo-histogram.tsx'));

const PERCENTILES = ['p5', 'p50', 'p95'] as const;
const FIGURES = ['finalEquity', 'maxDrawdown'] as const;

/**
 * What a Monte Carlo analysis drew, then, once done, the P5, P50 and P95 of the paths' final equity and
 * maximum drawdown and a histogram of each.
 */
export function MonteCarloFigures({ analysis, format }: { analysis: MonteCarloRun; format: StatFormat }) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const { result } = analysis;
  const figure = {
    finalEquity: { value: format.money, field: 'final_equity', color: 'primary' },
    maxDrawdown: { value: format.fraction, field: 'max_drawdown', color: 'error' },
  } as const;

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t(analysis.bootstrap ? 'trading.monteCarlo.drawnBootstrap' : 'trading.monteCarlo.drawnShuffle', {
          runs: formatters.number(analysis.runs),
          seed: analysis.seed,
        })}
      </Typography>
      {result && (
        <>
          <Grid container spacing={2}>
            {FIGURES.flatMap((name) =>
              PERCENTILES.map((p) => {
                const share = Number(p.slice(1));
                return (
                  <Grid key={`${name}-${p}`} size={{ xs: 6, md: 4 }}>
                    <KpiCard
                      label={t('trading.monteCarlo.percentile', {
                        name: t(`trading.monteCarlo.${name}`),
                        p: share,
                      })}
                      definition={t(`trading.monteCarlo.${name}Def`, { p: share })}
                      value={figure[name].value(result[figure[name].field][p])}
                    />
                  </Grid>
                );
              }),
            )}
          </Grid>
          <Grid container spacing={2}>
            {FIGURES.map((name) => (
              <Grid key={name} size={{ xs: 12, md: 6 }}>
                <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
                  {t(`trading.monteCarlo.${name}Histogram`)}
                </Typography>
                <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
                  <MonteCarloHistogram
                    histogram={result[figure[name].field].histogram}
                    name={t(`trading.monteCarlo.${name}`)}
                    value={figure[name].value}
                    color={figure[name].color}
                  />
                </Suspense>
              </Grid>
            ))}
          </Grid>
        </>
      )}
    </Stack>
  );
}
