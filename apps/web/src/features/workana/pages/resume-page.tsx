import { lazy, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '@/shared/i18n/format.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useFeedStats, useWorkanaResume } from '@/features/workana/api/feed-api.ts';
import { useWorkanaLive } from '@/features/workana/api/use-workana-live.ts';
import { ChartCard } from '@/features/workana/components/chart-card.tsx';
import { FeedCard } from '@/features/workana/components/feed-card.tsx';
import { RunHistory } from '@/features/workana/components/run-history.tsx';

const ActivityChart = lazy(() => import('@/features/workana/components/activity-chart.tsx'));
const SkillsChart = lazy(() => import('@/features/workana/components/skills-chart.tsx'));
const BudgetChart = lazy(() => import('@/features/workana/components/budget-chart.tsx'));

const DAYS = 14;

/**
 * /automations/workana/resume: the jobs the reader's rules found, live (unread first, each with why it
 * matched), then the last two weeks — jobs seen against jobs matched, the skills asked for, bids when
 * notified, budgets — and the history of every source run.
 */
export default function WorkanaResumePage() {
  const { t } = useTranslation();
  const format = useFormatters();
  useWorkanaLive();
  const stats = useFeedStats();
  const resume = useWorkanaResume(DAYS);
  const data = resume.data;
  const nothing = (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {t('workana.resume.noData')}
    </Typography>
  );
  const chart = (key: string, content: ReactNode, size = { xs: 12, lg: 6 }) => (
    <Grid size={size}>
      <ChartCard
        title={t(`workana.resume.${key}.title`)}
        hint={t(`workana.resume.${key}.hint`, { days: DAYS })}
      >
        {content}
      </ChartCard>
    </Grid>
  );
  const kpi = (key: string, value: string | undefined) => (
    <Grid size={{ xs: 6, md: 3 }}>
      <KpiCard
        label={t(`workana.kpi.${key}.label`)}
        definition={t(`workana.kpi.${key}.definition`)}
        value={value}
      />
    </Grid>
  );
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('page.workanaResume')}
        subtitle={t('workana.resume.subtitle')}
        actions={
          <Button
            variant="outlined"
            startIcon={<TuneOutlined />}
            component={RouterLink}
            to="/automations/workana/settings"
          >
            {t('workana.resume.settings')}
          </Button>
        }
      />
      <Grid container spacing={3}>
        {kpi('unread', stats.data && format.number(stats.data.unread))}
        {kpi('today', stats.data && format.number(stats.data.today))}
        {kpi('pending', stats.data && format.number(stats.data.pending))}
        {kpi('medianBids', data && (data.median_bids === null ? '—' : format.number(data.median_bids)))}
      </Grid>
      <FeedCard />
      <Grid container spacing={3}>
        {chart(
          'activity',
          data && (data.days.some((d) => d.seen) ? <ActivityChart days={data.days} /> : nothing),
          {
            xs: 12,
            lg: 12,
          },
        )}
        {chart(
          'skills',
          data && (data.top_skills.length ? <SkillsChart skills={data.top_skills} /> : nothing),
        )}
        {chart('budgets', data && (data.budgets.length ? <BudgetChart budgets={data.budgets} /> : nothing))}
      </Grid>
      <RunHistory />
    </Stack>
  );
}
