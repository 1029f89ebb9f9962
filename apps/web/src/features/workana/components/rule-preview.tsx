import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RuleCriteria } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useDeferredValue } from 'react';
import { useRulePreview } from '@/features/workana/api/settings-api.ts';
import { MatchReasons } from './match-reasons.tsx';

/** What the rule being edited would have found among the latest jobs, and why, as it is typed. */
export function RulePreview({ criteria }: { criteria: RuleCriteria | null }) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(criteria);
  const preview = useRulePreview(deferred);
  const data = preview.data;
  return (
    <Box aria-live="polite">
      {preview.isFetching && <LinearProgress sx={{ height: 2, mb: 1 }} />}
      {criteria === null ? (
        <Alert severity="info">{t('workana.preview.invalid')}</Alert>
      ) : (
        data && (
          <Stack spacing={1}>
            <Alert severity={data.count ? 'success' : 'warning'} data-testid="rule-preview-count">
              {t('workana.preview.count', { count: data.count, total: data.total })}
            </Alert>
            {data.sample.map(({ job, reasons }) => (
              <Box key={job.id} sx={{ borderInlineStart: 3, borderColor: 'divider', ps: 1.5, px: 1.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {job.title}
                </Typography>
                <MatchReasons reasons={reasons} />
              </Box>
            ))}
          </Stack>
        )
      )}
    </Box>
  );
}
