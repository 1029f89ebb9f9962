import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ApiTestCollection } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { useTestRuns } from '@/features/development/api/test-collections-api.ts';
import { RunOutcome } from './run-outcome.tsx';
import { TestRunResult } from './test-run-result.tsx';

/** A collection's runs, newest first, and the one chosen (the newest at first) request by request. */
export function TestRunHistory({ collection }: { collection: ApiTestCollection }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const runs = useTestRuns(collection.id);
  const [chosen, setChosen] = useState<number | null>(null);
  const run = runs.data?.find((r) => r.id === chosen) ?? runs.data?.[0];
  return (
    <Card>
      <CardHeader
        title={t('development.collections.runsOf', { name: collection.name })}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        {runs.isError && (
          <LoadError message={t('development.collections.loadError')} onRetry={() => void runs.refetch()} />
        )}
        {runs.isPending && <Skeleton variant="rounded" height={160} />}
        {runs.data && !run && <Alert severity="info">{t('development.collections.noRuns')}</Alert>}
        {run && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <List dense sx={{ minWidth: 240 }} aria-label={t('development.collections.history')}>
              {runs.data!.map((r) => (
                <ListItemButton key={r.id} selected={r.id === run.id} onClick={() => setChosen(r.id)}>
                  <ListItemText
                    primary={format.dateTime(r.created_at)}
                    secondary={
                      <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{r.user_name}</span>
                        <RunOutcome run={r} />
                      </Stack>
                    }
                  />
                </ListItemButton>
              ))}
            </List>
            <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0, overflowX: 'auto' }}>
              {run.error && <Alert severity="error">{run.error}</Alert>}
              {run.state === 'done' && (
                <Alert severity={run.failed ? 'error' : 'success'}>
                  {t('development.collections.runSummary', {
                    who: run.user_name,
                    duration: format.withUnit(Math.round(run.duration_ms ?? 0), 'ms'),
                    counts: t('development.collections.counts', { passed: run.passed, failed: run.failed }),
                  })}
                </Alert>
              )}
              {run.state !== 'done' && !run.error && (
                <Alert severity="info">{t(`development.jobs.states.${run.state}`)}</Alert>
              )}
              {run.steps.length > 0 && <TestRunResult run={run} />}
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
