import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CandleImportResult } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useBarTime } from './bar-time.ts';

const COUNTS = ['rows', 'inserted', 'updated', 'unchanged'] as const;

/** What a CSV file would write (new, changed and equal bars, and their span), or each problem by row and column. */
export function CandleImportPreview({ result }: { result: CandleImportResult }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const barTime = useBarTime();
  if (result.errors.length)
    return (
      <Stack spacing={1} data-testid="candle-preview">
        <Alert severity="error">
          {t('trading.instruments.import.rejected', { count: result.errors.length })}
        </Alert>
        <Table size="small" aria-label={t('trading.instruments.import.errorsTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('trading.instruments.import.row')}</TableCell>
              <TableCell>{t('trading.instruments.import.column')}</TableCell>
              <TableCell>{t('trading.instruments.import.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.errors.map((error) => (
              <TableRow key={`${error.row}.${error.column}.${error.code}`}>
                <TableCell>{format.number(error.row)}</TableCell>
                <TableCell>
                  <code>{error.column || '—'}</code>
                </TableCell>
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    );
  return (
    <Stack spacing={1} data-testid="candle-preview">
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {COUNTS.map((key) => (
          <Typography key={key} variant="body2">
            {t(`trading.instruments.import.${key}`)}: <strong>{format.number(result[key])}</strong>
          </Typography>
        ))}
      </Stack>
      {result.first !== null && result.last !== null && (
        <Typography variant="body2" color="text.secondary">
          {t('trading.instruments.import.span', {
            from: barTime(result.first, result.timeframe),
            to: barTime(result.last, result.timeframe),
          })}
        </Typography>
      )}
      <Alert severity="success">{t('trading.instruments.import.valid')}</Alert>
    </Stack>
  );
}
