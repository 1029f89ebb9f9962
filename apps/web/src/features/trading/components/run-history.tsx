import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { backtestsQuery } from '@/features/trading/api/trading-api.ts';
import { RunStateChip } from './run-state-chip.tsx';

const PAGE_SIZE = 10;
// The open run is marked by a bar at the start of its line, not a tint: the state chips keep their contrast.
const SELECTABLE = {
  borderRadius: 1,
  gap: 1,
  borderInlineStart: 3,
  borderColor: 'transparent',
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'transparent', borderColor: 'primary.main' },
} as const;

/** The user's backtests, newest first; choosing one shows its result. */
export function RunHistory({
  selected,
  onSelect,
}: {
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const runs = useQuery(backtestsQuery({ page, page_size: PAGE_SIZE }));
  const list = runs.data?.results ?? [];
  const pages = Math.ceil((runs.data?.count ?? 0) / PAGE_SIZE);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('trading.backtest.history.title')}
        </Typography>
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
            {t('trading.backtest.history.empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('trading.backtest.history.title')}>
            {list.map((run) => (
              <ListItem key={run.id} disablePadding>
                <ListItemButton
                  selected={run.id === selected}
                  aria-current={run.id === selected ? 'true' : undefined}
                  onClick={() => onSelect(run.id)}
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
              </ListItem>
            ))}
          </List>
        )}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={page}
            onChange={(_e, value) => setPage(value)}
            size="small"
            sx={{ mt: 1, display: 'flex', justifyContent: 'center' }}
          />
        )}
      </CardContent>
    </Card>
  );
}
