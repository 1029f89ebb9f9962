import { lazy } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Backtest } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { ChartCard } from './chart-card.tsx';
import { DrawdownsTable } from './drawdowns-table.tsx';
import { MonthlyReturnsTable } from './monthly-returns-table.tsx';
import type { StatFormat } from './stat-format.ts';

const EquityChart = lazy(() => import('./equity-chart.tsx'));
const RollingRiskChart = lazy(() => import('./rolling-risk-chart.tsx'));
const ExposureChart = lazy(() => import('./exposure-chart.tsx'));

/**
 * A finished backtest's tear sheet: its equity beside the instrument's buy and hold, the rolling Sharpe ratio
 * and volatility, the returns by year and month, the exposure over time and the deepest drawdowns. A run
 * done before reports were computed shows its equity and says so.
 */
export function BacktestReport({ run, format }: { run: Backtest; format: StatFormat }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const { report, equity } = run;
  const key = (name: string) => `trading.backtest.report.${name}`;
  return (
    <Stack spacing={2} data-report={report === null ? 'missing' : 'shown'}>
      {equity && (
        <ChartCard title={t('trading.backtest.result.equity')} height={380}>
          <EquityChart curve={equity} benchmark={report?.bars} format={format} />
        </ChartCard>
      )}
      {report === null ? (
        <Alert severity="info">{t(key('missing'))}</Alert>
      ) : (
        <>
          <ChartCard
            title={t(key('rolling'))}
            hint={t(`trading.backtest.report.rollingHint.${report.rolling.unit}`, {
              window: number(report.rolling.window),
              perYear: number(report.rolling.periods_per_year),
            })}
            height={320}
          >
            {report.rolling.time.length === 0 ? (
              <Alert severity="info">
                {t(key('rollingShort'), { window: number(report.rolling.window) })}
              </Alert>
            ) : (
              <RollingRiskChart rolling={report.rolling} format={format} />
            )}
          </ChartCard>
          <ChartCard title={t(key('monthly'))} hint={t(key('monthlyHint'))} height={200}>
            <MonthlyReturnsTable monthly={report.monthly} />
          </ChartCard>
          <ChartCard title={t(key('exposure'))} hint={t(key('exposureHint'))} height={200}>
            <ExposureChart bars={report.bars} format={format} />
          </ChartCard>
          <ChartCard title={t(key('drawdowns'))} hint={t(key('drawdownsHint'))} height={160}>
            <DrawdownsTable drawdowns={report.drawdowns} format={format} />
          </ChartCard>
        </>
      )}
    </Stack>
  );
}
