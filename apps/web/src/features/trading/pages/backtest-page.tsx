import { useState } from 'react';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import CandlestickChartOutlined from '@mui/icons-material/CandlestickChartOutlined';
import type { Optimization, Run, RunKind } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useStrategies } from '@/features/trading/api/trading-api.ts';
import { BacktestResult } from '@/features/trading/components/backtest-result.tsx';
import { LabSummaryCard } from '@/features/trading/components/lab-summary-card.tsx';
import { MonteCarloResult } from '@/features/trading/components/monte-carlo-result.tsx';
import { OptimizationResult } from '@/features/trading/components/optimization-result.tsx';
import { RunForm } from '@/features/trading/components/run-form.tsx';
import { valuesOfRun, type RunFormValues } from '@/features/trading/components/run-form-values.ts';
import { RunComparison } from '@/features/trading/components/run-comparison.tsx';
import { RUN_URL_PARAMS } from '@/features/trading/components/run-url.ts';
import { WalkForwardResult } from '@/features/trading/components/walk-forward-result.tsx';
import {
  MAX_COMPARED,
  RUNS_PREFIX,
  RunHistory,
  type OpenRun,
} from '@/features/trading/components/run-history.tsx';

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Backtests to compare: `?compare=3,5`. */
const comparedOf = (params: URLSearchParams) =>
  (params.get('compare') ?? '')
    .split(',')
    .map(idOf)
    .filter((id): id is number => id !== null)
    .slice(0, MAX_COMPARED);

function openRunOf(params: URLSearchParams): OpenRun | null {
  for (const kind of Object.keys(RUN_URL_PARAMS) as RunKind[]) {
    const id = idOf(params.get(RUN_URL_PARAMS[kind]));
    if (id !== null) return { kind, id };
  }
  return null;
}

/**
 * /automations/paracima/backtest: run a strategy over an instrument's history, search its parameters or
 * walk that search forward, resample a backtest's trades, and read the result.
 */
export default function BacktestPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const strategies = useStrategies();
  const open = openRunOf(params);
  const compared = comparedOf(params);
  // Filling the form again remounts it with the new values.
  const [fill, setFill] = useState<{ values: RunFormValues; seq: number } | null>(null);
  // A run of its own: the trades' page and ordering of another run do not carry over. The history keeps its
  // page, unless the run opened is of another kind than its tab: then that kind's tab opens on the first
  // page. The tab itself follows the open run.
  const openKeepingHistory = (next: Record<string, string>, kind: RunKind) => {
    const query = new URLSearchParams(next);
    const tabParam = `${RUNS_PREFIX}kind`;
    const tab = params.get(tabParam) ?? open?.kind ?? 'backtest';
    if (tab === kind)
      for (const [key, value] of params)
        if (key.startsWith(RUNS_PREFIX) && key !== tabParam) query.set(key, value);
    setParams(query);
  };
  const show = ({ kind, id }: OpenRun) => openKeepingHistory({ [RUN_URL_PARAMS[kind]]: String(id) }, kind);
  const applyBest = (optimization: Optimization) => {
    const strategy = strategies.data?.results.find((s) => s.id === optimization.strategy_id);
    setFill((current) => ({
      values: valuesOfRun(optimization, strategy, optimization.best?.params ?? {}),
      seq: (current?.seq ?? 0) + 1,
    }));
  };

  return (
    <>
      <PageHeader title={t('page.paracimaBacktest')} subtitle={t('trading.backtest.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={3}>
            <RunForm
              key={fill?.seq ?? 0}
              initial={fill?.values}
              onStarted={(run: Run) => show({ kind: run.kind, id: run.id })}
            />
            <RunHistory
              key={open?.kind ?? 'backtest'}
              selected={open}
              onSelect={show}
              onCompare={(ids) => openKeepingHistory({ compare: ids.join(',') }, 'backtest')}
            />
            <LabSummaryCard />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          {compared.length > 1 ? (
            <RunComparison ids={compared} />
          ) : open === null ? (
            <Card>
              <EmptyState
                icon={<CandlestickChartOutlined sx={{ fontSize: 48 }} />}
                title={t('trading.backtest.result.emptyTitle')}
                body={t('trading.backtest.result.empty')}
              />
            </Card>
          ) : open.kind === 'backtest' ? (
            <BacktestResult key={open.id} id={open.id} />
          ) : open.kind === 'walk_forward' ? (
            <WalkForwardResult key={open.id} id={open.id} />
          ) : open.kind === 'monte_carlo' ? (
            <MonteCarloResult
              key={open.id}
              id={open.id}
              onOpenBacktest={(id) => show({ kind: 'backtest', id })}
            />
          ) : (
            <OptimizationResult key={open.id} id={open.id} onApply={applyBest} />
          )}
        </Grid>
      </Grid>
    </>
  );
}
