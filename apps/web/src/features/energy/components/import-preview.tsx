import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportResult } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';

/** What a file would change, or each wrong row by line and column with the server's message. */
export function ImportPreview({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const count = (key: string, value: number) => (
    <Typography variant="body2">
      {t(`energy.imports.preview.${key}`)}: <strong>{format.number(value)}</strong>
    </Typography>
  );
  return (
    <Stack spacing={2} data-testid="import-preview">
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {count('rows', result.rows)}
        {count('inserted', result.inserted)}
        {count('updated', result.updated)}
        {count('unchanged', result.unchanged)}
      </Stack>
      {result.duplicate && <Alert severity="info">{t('energy.imports.preview.duplicate')}</Alert>}
      {result.affected_closed_cycles.length > 0 && (
        <Alert severity="warning">
          {t('energy.imports.preview.closedCycles', {
            cycles: result.affected_closed_cycles.map((c) => format.month(c)).join(', '),
          })}
        </Alert>
      )}
      {result.errors.length > 0 ? (
        <>
          <Alert severity="error">
            {t('energy.imports.preview.rejected', { count: result.errors.length })}
          </Alert>
          <Table size="small" aria-label={t('energy.imports.preview.errorsTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('energy.imports.preview.line')}</TableCell>
                <TableCell>{t('energy.imports.preview.column')}</TableCell>
                <TableCell>{t('energy.imports.preview.problem')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.errors.map((error) => (
                <TableRow key={`${error.line}.${error.field}.${error.code}`}>
                  <TableCell>{format.number(error.line)}</TableCell>
                  <TableCell>
                    <code>{error.field}</code>
                  </TableCell>
                  <TableCell>{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : (
        !result.duplicate && <Alert severity="success">{t('energy.imports.preview.valid')}</Alert>
      )}
    </Stack>
  );
}
