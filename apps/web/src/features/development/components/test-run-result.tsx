import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiTestAssertion, ApiTestRun } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { SimpleTable } from '@/shared/ui/simple-table.tsx';
import { MethodChip, StatusCode } from './method-chip.tsx';

/** An assertion as a sentence: "status = 200", "$.email contém @x". */
function useAssertionText() {
  const { t } = useTranslation();
  return (a: ApiTestAssertion) => {
    const kind = t(`development.collections.kinds.${a.kind}`);
    switch (a.kind) {
      case 'status':
        return `${kind} ${a.equals}`;
      case 'duration_below':
        return `${kind} ${a.ms} ms`;
      case 'json_exists':
        return `${a.path} ${kind}`;
      default:
        return `${a.path} ${kind} ${a.value}`;
    }
  };
}

/**
 * A run's requests: what was sent, the status and time, each assertion that failed with what the answer held,
 * and a link that opens the recorded request in the explorer.
 */
export function TestRunResult({ run }: { run: ApiTestRun }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const describe = useAssertionText();
  return (
    <SimpleTable
      size="small"
      label={t('development.collections.results')}
      head={
        <>
          <TableCell>{t('development.collections.request')}</TableCell>
          <TableCell>{t('development.collections.status')}</TableCell>
          <TableCell align="right">{t('development.collections.duration')}</TableCell>
          <TableCell>{t('development.collections.outcome')}</TableCell>
          <TableCell>{t('development.collections.explorer')}</TableCell>
        </>
      }
    >
      {run.steps.map((step, i) => (
        <TableRow key={i} data-step={i} data-passed={step.passed}>
          <TableCell>
            <Stack spacing={0.5}>
              <Typography variant="body2">{step.name}</Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <MethodChip method={step.method} />
                <Typography
                  variant="caption"
                  dir="ltr"
                  sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                >
                  {step.url}
                </Typography>
              </Stack>
            </Stack>
          </TableCell>
          <TableCell>{step.status === null ? '—' : <StatusCode status={step.status} />}</TableCell>
          <TableCell align="right">{format.withUnit(Math.round(step.duration_ms), 'ms')}</TableCell>
          <TableCell>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <Chip
                size="small"
                variant="outlined"
                color={step.passed ? 'success' : 'error'}
                label={t(step.passed ? 'development.collections.passed' : 'development.collections.failed')}
              />
              {step.error && (
                <Typography variant="caption" color="error">
                  {t(`development.collections.errors.${step.error}`, { defaultValue: step.error })}
                </Typography>
              )}
              {step.assertions
                .filter((a) => !a.passed)
                .map((a, j) => (
                  <Typography key={j} variant="caption" color="error" data-failed-assertion>
                    {t('development.collections.assertionFailed', {
                      assertion: describe(a.assertion),
                      actual: a.actual ?? t('development.collections.nothing'),
                    })}
                  </Typography>
                ))}
            </Stack>
          </TableCell>
          <TableCell>
            {step.request_id && (
              <Link component={RouterLink} to={`/development/api-debug?request=${step.request_id}`}>
                {t('development.collections.openInExplorer')}
              </Link>
            )}
          </TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
