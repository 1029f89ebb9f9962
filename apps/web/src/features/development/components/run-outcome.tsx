import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ApiTestCollection } from '@alvorada/contracts';

type RunSummary = NonNullable<ApiTestCollection['last_run']>;

/** A run's outcome: its job's state while it is not done, else how many requests passed and failed. */
export function RunOutcome({ run }: { run: RunSummary }) {
  const { t } = useTranslation();
  if (run.state !== 'done')
    return (
      <Chip
        size="small"
        variant="outlined"
        color={run.state === 'failed' ? 'error' : 'default'}
        label={t(`development.jobs.states.${run.state}`)}
      />
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      color={run.failed ? 'error' : 'success'}
      label={t('development.collections.counts', { passed: run.passed, failed: run.failed })}
    />
  );
}
