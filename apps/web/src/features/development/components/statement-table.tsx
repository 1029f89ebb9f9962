import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { N_PLUS_ONE_RUNS, type RecordedRequest } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';

const code = { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-word', textAlign: 'left' } as const;

/**
 * A request's SQL statements in the order they ran, each with its bound values (when the reader may see the
 * bodies; redacted as they are) and its time; slow statements and the runs of an N+1 are flagged.
 */
export function StatementTable({ request }: { request: RecordedRequest }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const label = t('development.requests.statements', { n: request.statements.length });
  return (
    <>
      {(request.slow_statements > 0 || request.repeated_statements > 0) && (
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          {request.slow_statements > 0 && (
            <Chip
              color="warning"
              size="small"
              label={t('development.requests.slowCount', { count: request.slow_statements })}
            />
          )}
          {request.repeated_statements > 0 && (
            <Chip
              color="warning"
              size="small"
              label={t('development.requests.repeatedCount', { count: request.repeated_statements })}
            />
          )}
        </Stack>
      )}
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('development.requests.sql')}</TableCell>
            <TableCell align="right">{t('development.requests.time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {request.statements.map((s, i) => (
            <TableRow key={i} data-statement>
              <TableCell dir="ltr" sx={code}>
                {s.sql}
                {s.params && s.params.length > 0 && (
                  <Typography component="div" sx={{ ...code, color: 'text.secondary', mt: 0.5 }} data-params>
                    {s.params.map((p, n) => `$${n + 1} = ${JSON.stringify(p)}`).join(', ')}
                  </Typography>
                )}
                {(s.slow || s.runs >= N_PLUS_ONE_RUNS) && (
                  <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
                    {s.slow && <Chip size="small" color="warning" label={t('development.requests.slow')} />}
                    {s.runs >= N_PLUS_ONE_RUNS && (
                      <Chip
                        size="small"
                        color="warning"
                        label={t('development.requests.nPlusOne', { count: s.runs })}
                        data-n-plus-one
                      />
                    )}
                  </Stack>
                )}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  whiteSpace: 'nowrap',
                  color: s.failed ? 'error.main' : s.slow ? 'warning.main' : undefined,
                }}
              >
                {format.withUnit(Math.round(s.ms * 100) / 100, 'ms')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {request.bodies_hidden && request.statements.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('development.requests.paramsHidden')}
        </Typography>
      )}
    </>
  );
}
