import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrowOutlined';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { useRunSelfChecks, useSelfCheckRuns } from '@/features/development/api/self-checks-api.ts';
import { BenchFiguresCard } from './bench-figures-card.tsx';
import { SelfCheckResults } from './self-check-results.tsx';

/**
 * Diagnostics: runs the platform's self-checks (database, Redis, SMTP, queue and realtime round trips, free
 * disk, clock skew) and keeps each run; beside them, the committed bench figures.
 */
export function SelfChecksPanel() {
  const { t } = useTranslation();
  const format = useFormatters();
  const runs = useSelfCheckRuns();
  const run = useRunSelfChecks();
  const [latest, ...older] = runs.data ?? [];
  const counts = (results: { outcome: string }[]) =>
    t('development.tests.counts', {
      pass: results.filter((r) => r.outcome === 'pass').length,
      fail: results.filter((r) => r.outcome === 'fail').length,
      skip: results.filter((r) => r.outcome === 'skip').length,
    });
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('development.tests.subtitle')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PlayArrow />}
          loading={run.isPending}
          onClick={() => run.mutate()}
        >
          {t('development.tests.run')}
        </Button>
      </Stack>
      {run.isError && <Alert severity="error">{t('development.tests.runError')}</Alert>}
      <Card>
        <CardHeader
          title={t('development.tests.latestRun')}
          subheader={
            latest &&
            t('development.tests.runLine', {
              when: format.dateTime(latest.started_at),
              who: latest.user_name,
              duration: format.withUnit(Math.round(latest.duration_ms), 'ms'),
              counts: counts(latest.results),
            })
          }
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        />
        <CardContent sx={{ overflowX: 'auto' }}>
          {runs.isError && (
            <LoadError message={t('development.tests.loadError')} onRetry={() => void runs.refetch()} />
          )}
          {runs.isPending && <Skeleton variant="rounded" height={240} />}
          {runs.data && !latest && (
            <EmptyState title={t('development.tests.emptyTitle')} body={t('development.tests.emptyBody')} />
          )}
          {latest && <SelfCheckResults results={latest.results} />}
        </CardContent>
      </Card>
      {older.length > 0 && (
        <Card>
          <CardHeader
            title={t('development.tests.history')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <List dense>
            {older.map((r) => (
              <ListItem key={r.id}>
                <ListItemText
                  primary={format.dateTime(r.started_at)}
                  secondary={`${r.user_name} · ${counts(r.results)}`}
                />
              </ListItem>
            ))}
          </List>
        </Card>
      )}
      <BenchFiguresCard />
    </Stack>
  );
}
