import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import { useQuery } from '@tanstack/react-query';
import { RUN_KINDS, type RunKind } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { ServerPageLinks } from '@/shared/ui/grid/server-page-links.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { runsQuery } from '@/features/trading/api/trading-api.ts';
import { DeleteRunButton } from './delete-run-button.tsx';
import { RunStateChip } from './run-state-chip.tsx';

/** The history's parameters in the URL (`runs_kind`, `runs_page`), beside the open run's own. */
export const RUNS_PREFIX = 'runs_';
/** Backtests side by side at most. */
export const MAX_COMPARED = 4;
// The open run is marked by a bar at the start of its line, not a tint: the state chips keep their contrast.
const SELECTABLE = {
  borderRadius: 1,
  gap: 1,
  borderInlineStart: 3,
  borderColor: 'transparent',
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'transparent', borderColor: 'primary.main' },
} as const;

/** Each kind's tab and what its empty list says. */
const KIND_TEXTS: Record<RunKind, { tab: string; empty: string }> = {
  backtest: { tab: 'trading.backtest.history.backtests', empty: 'trading.backtest.history.empty' },
  optimization: {
    tab: 'trading.backtest.history.optimizations',
    empty: 'trading.backtest.history.emptyOptimizations',
  },
  walk_forward: { tab: 'trading.walkForward.history', empty: 'trading.walkForward.historyEmpty' },
  monte_carlo: { tab: 'trading.monteCarlo.title', empty: 'trading.monteCarlo.historyEmpty' },
};

export interface OpenRun {
  kind: RunKind;
  id: number;
}

const kindOf = (value: string) => RUN_KINDS.find((kind) => kind === value);

/**
 * The user's backtests, optimisations, walk-forwards and Monte Carlo analyses, newest first; choosing one
 * shows its result. The tab shown is the one in the URL, else the open run's kind.
 */
export function RunHistory({
  selected,
  onSelect,
  onCompare,
}: {
  selected: OpenRun | null;
  onSelect: (run: OpenRun) => void;
  onCompare: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid(['kind'], { prefix: RUNS_PREFIX });
  const kind = kindOf(grid.filters.kind) ?? selected?.kind ?? 'backtest';
  const runs = useQuery(runsQuery(kind, { page: grid.query.page, page_size: grid.query.page_size }));
  const [compared, setCompared] = useState<number[]>([]);
  const toggle = (id: number) =>
    setCompared((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const isOpen = (id: number) => selected?.kind === kind && selected.id === id;
  const list = runs.data?.results ?? [];
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('trading.backtest.history.title')}
        </Typography>
        <Tabs
          value={kind}
          onChange={(_e, next: RunKind) => grid.setFilter('kind', next)}
          variant="scrollable"
          scrollButtons={false}
          sx={{ mb: 1 }}
        >
          {RUN_KINDS.map((name) => (
            <Tab key={name} value={name} label={t(KIND_TEXTS[name].tab)} />
          ))}
        </Tabs>
        {runs.isPending ? (
          <Stack spacing={1}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : runs.isError ? (
          <LoadError message={applyServerErrors(runs.error, t)} onRetry={() => void runs.refetch()} />
        ) : list.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t(KIND_TEXTS[kind].empty)}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('trading.backtest.history.title')}>
            {list.map((run) => (
              <ListItem key={run.id} disablePadding sx={{ gap: 0.5 }}>
                {kind === 'backtest' && (
                  <Checkbox
                    size="small"
                    checked={compared.includes(run.id)}
                    disabled={
                      run.state !== 'done' || (!compared.includes(run.id) && compared.length >= MAX_COMPARED)
                    }
                    onChange={() => toggle(run.id)}
                    slotProps={{ input: { 'aria-label': t('trading.compare.pick', { id: run.id }) } }}
                  />
                )}
                <ListItemButton
                  selected={isOpen(run.id)}
                  aria-current={isOpen(run.id) ? 'true' : undefined}
                  onClick={() => onSelect({ kind, id: run.id })}
                  sx={SELECTABLE}
                >
                  <ListItemText
                    primary={`#${run.id} ${run.strategy_name}`}
                    secondary={t('trading.backtest.history.summary', {
                      symbol: run.symbol,
                      timeframe: t(`trading.timeframe.${run.timeframe}`),
                      date: format.dateTime(run.created_at),
                    })}
                    slotProps={{ primary: { noWrap: true } }}
                  />
                  <RunStateChip state={run.state} />
                </ListItemButton>
                <DeleteRunButton run={run} row />
              </ListItem>
            ))}
          </List>
        )}
        {kind === 'backtest' && list.length > 1 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
            <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
              {t('trading.compare.hint', { count: compared.length, max: MAX_COMPARED })}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              startIcon={<CompareArrowsOutlined />}
              disabled={compared.length < 2}
              onClick={() => onCompare(compared)}
            >
              {t('trading.compare.open')}
            </Button>
          </Stack>
        )}
        <ServerPageLinks grid={grid} count={runs.data?.count ?? 0} mt={1} />
      </CardContent>
    </Card>
  );
}
