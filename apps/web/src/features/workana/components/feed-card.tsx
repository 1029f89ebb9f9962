import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { BUDGET_TYPES } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { GridSearchField } from '@/shared/ui/grid/grid-search-field.tsx';
import { ClearFiltersButton } from '@/shared/ui/grid/clear-filters-button.tsx';
import { ServerPagination } from '@/shared/ui/grid/server-pagination.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useFeed, useFeedStats, useMarkAllRead, useMarkRead } from '@/features/workana/api/feed-api.ts';
import { useRules } from '@/features/workana/api/settings-api.ts';
import { FeedItem } from './feed-item.tsx';

const FILTERS = ['unread', 'budget_type', 'rule_id'] as const;

/** The feed: matched jobs, unread first, with its filters (in the URL), paging and "mark all read". */
export function FeedCard() {
  const { t } = useTranslation();
  const grid = useServerGrid(FILTERS);
  const feed = useFeed(grid.query);
  const stats = useFeedStats();
  const rules = useRules();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = stats.data?.unread ?? 0;

  let body;
  if (feed.isError)
    body = (
      <LoadError
        message={`${t('workana.feed.loadError')} ${applyServerErrors(feed.error, t)}`}
        onRetry={() => void feed.refetch()}
      />
    );
  else if (feed.data && feed.data.count === 0)
    body = grid.filtered ? (
      <EmptyState title={t('workana.feed.noneFiltered')} action={<ClearFiltersButton grid={grid} />} />
    ) : (
      <EmptyState
        icon={<WorkOutlineOutlined sx={{ fontSize: 48 }} />}
        title={t('workana.feed.empty.title')}
        body={t('workana.feed.empty.body')}
        action={
          <Button variant="contained" component={RouterLink} to="/automations/workana/settings">
            {t('workana.feed.empty.action')}
          </Button>
        }
      />
    );
  else
    body = (
      <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={t('workana.feed.title')}>
        {feed.data?.results.map((item) => (
          <FeedItem
            key={item.id}
            item={item}
            onRead={() => markRead.mutate(item.id)}
            reading={markRead.isPending && markRead.variables === item.id}
          />
        ))}
      </Box>
    );

  return (
    <Card>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ px: 2.5, pt: 2.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h6" component="h2">
            {t('workana.feed.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="feed-unread">
            {t('workana.feed.unread', { count: unread })}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DoneAllOutlined />}
          disabled={!unread || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('workana.feed.markAllRead')}
        </Button>
      </Stack>
      <Grid container spacing={2} sx={{ p: 2.5, pb: 1.5 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <GridSearchField grid={grid} fullWidth label={t('workana.feed.search')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 2.33 }}>
          <OptionSelect
            label={t('workana.feed.filter.read')}
            options={[
              { value: 'true', label: t('workana.feed.filter.unreadOnly') },
              { value: 'false', label: t('workana.feed.filter.readOnly') },
            ]}
            value={grid.filters.unread}
            onChange={(v) => grid.setFilter('unread', v)}
            emptyLabel={t('dataTable.all')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 2.33 }}>
          <OptionSelect
            label={t('workana.feed.filter.budget')}
            options={BUDGET_TYPES.map((b) => ({ value: b, label: t(`workana.budgetType.${b}`) }))}
            value={grid.filters.budget_type}
            onChange={(v) => grid.setFilter('budget_type', v)}
            emptyLabel={t('dataTable.all')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 2.33 }}>
          <OptionSelect
            label={t('workana.feed.filter.rule')}
            options={(rules.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            value={grid.filters.rule_id}
            onChange={(v) => grid.setFilter('rule_id', v)}
            emptyLabel={t('dataTable.all')}
          />
        </Grid>
      </Grid>
      {feed.isFetching && <LinearProgress sx={{ height: 2 }} />}
      {body}
      {!!feed.data?.count && <ServerPagination grid={grid} count={feed.data.count} />}
    </Card>
  );
}
