import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { Instrument } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { SectionCard } from '@/shared/ui/section-card.tsx';
import { useCoverage, useInstrument } from '@/features/trading/api/instruments-api.ts';
import { useBarTime } from './bar-time.ts';

/**
 * One instrument's bars per timeframe: how many are stored, the first and the last, and which timeframes are
 * built from the base one when read; with the import for who may change it.
 */
export function InstrumentCoverage({
  id,
  onImport,
  onClose,
}: {
  id: number;
  onImport: (instrument: Instrument) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const barTime = useBarTime();
  const instrument = useInstrument(id);
  const coverage = useCoverage(id);
  const failed = instrument.error ?? coverage.error;
  const symbol = instrument.data?.symbol ?? '';
  return (
    <SectionCard
      data-coverage={id}
      title={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span style={{ flex: 1 }}>{t('trading.instruments.coverage.title', { symbol })}</span>
          {instrument.data?.can_change && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              onClick={() => onImport(instrument.data)}
            >
              {t('trading.instruments.coverage.import')}
            </Button>
          )}
          <IconButton size="small" aria-label={t('trading.instruments.coverage.close')} onClick={onClose}>
            <CloseOutlined fontSize="small" />
          </IconButton>
        </Stack>
      }
      hint={instrument.data?.name || t('trading.instruments.coverage.hint')}
    >
      {failed ? (
        <LoadError
          message={applyServerErrors(failed, t)}
          onRetry={() => void Promise.all([instrument.refetch(), coverage.refetch()])}
        />
      ) : !coverage.data ? (
        <Skeleton variant="rounded" height={96} />
      ) : (
        <Stack spacing={2}>
          <Table size="small" aria-label={t('trading.instruments.coverage.title', { symbol })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('trading.instruments.coverage.timeframe')}</TableCell>
                <TableCell align="right">{t('trading.instruments.column.bars')}</TableCell>
                <TableCell>{t('trading.instruments.column.first')}</TableCell>
                <TableCell>{t('trading.instruments.column.last')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {coverage.data.stored.map((row) => (
                <TableRow key={row.timeframe} data-timeframe={row.timeframe}>
                  <TableCell>{t(`trading.timeframe.${row.timeframe}`)}</TableCell>
                  <TableCell align="right">{format.number(row.count)}</TableCell>
                  <TableCell>
                    <bdi>{row.first === null ? '—' : barTime(row.first, row.timeframe)}</bdi>
                  </TableCell>
                  <TableCell>
                    <bdi>{row.last === null ? '—' : barTime(row.last, row.timeframe)}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {coverage.data.stored.every((row) => row.count === 0) && (
            <Alert severity="info">{t('trading.instruments.coverage.empty')}</Alert>
          )}
          {coverage.data.resampled.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('trading.instruments.coverage.resampled', {
                list: new Intl.ListFormat(i18n.language).format(
                  coverage.data.resampled.map((tf) => t(`trading.timeframe.${tf}`)),
                ),
              })}
            </Typography>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
