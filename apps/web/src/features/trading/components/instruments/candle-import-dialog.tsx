import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TIMEFRAMES, type CandleImportResult, type Instrument, type Timeframe } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { FilePickButton } from '@/shared/files/file-pick-button.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { useCandleImport, useCandlePreview } from '@/features/trading/api/instruments-api.ts';
import { CandleImportPreview } from './candle-import-preview.tsx';

interface PickedFile {
  file_name: string;
  content: string;
}

/**
 * Imports (or imports again) a CSV file of bars into an instrument: the file is checked first and what it
 * would write shown, each problem by row and column; only a clean preview can be confirmed. Bars at times
 * already stored are replaced.
 */
export function CandleImportDialog({
  instrument,
  onClose,
  onImported,
}: {
  instrument: Instrument | null;
  onClose: () => void;
  onImported: (instrument: Instrument, result: CandleImportResult) => void;
}) {
  const { t } = useTranslation();
  const preview = useCandlePreview();
  const save = useCandleImport();
  const [file, setFile] = useState<PickedFile | null>(null);
  const [timeframe, setTimeframe] = useState<Timeframe | ''>('');
  const base = instrument?.base_timeframe ?? '1d';
  const chosen = timeframe || base;

  const check = (next: PickedFile, tf: Timeframe) => {
    save.reset();
    preview.mutate({ id: instrument!.id, ...next, timeframe: tf });
  };
  const read = async (picked: File) => {
    const next = { file_name: picked.name, content: await picked.text() };
    setFile(next);
    check(next, chosen);
  };
  const close = () => {
    setFile(null);
    setTimeframe('');
    preview.reset();
    save.reset();
    onClose();
  };
  const confirm = () =>
    save.mutate(
      { id: instrument!.id, ...file!, timeframe: chosen },
      {
        onSuccess: (result) => {
          const imported = instrument!;
          close();
          onImported(imported, result);
        },
      },
    );
  const clean = preview.data && !preview.isPending && preview.data.errors.length === 0;

  return (
    <Dialog open={!!instrument} onClose={close} maxWidth="md" fullWidth>
      <DialogTitle>{t('trading.instruments.import.title', { symbol: instrument?.symbol })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('trading.instruments.import.help')}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <OptionSelect
              label={t('trading.instruments.import.timeframe')}
              value={chosen}
              onChange={(next) => {
                setTimeframe(next as Timeframe);
                if (file) check(file, next as Timeframe);
              }}
              options={TIMEFRAMES.slice(TIMEFRAMES.indexOf(base)).map((tf) => ({
                value: tf,
                label: t(`trading.timeframe.${tf}`),
              }))}
            />
            <FilePickButton
              label={t('trading.instruments.import.choose')}
              accept=".csv,.txt,text/csv,text/plain"
              testId="candle-file"
              onFile={(picked) => void read(picked)}
            />
            {file && (
              <Typography variant="body2" dir="ltr">
                {file.file_name}
              </Typography>
            )}
          </Stack>
          {preview.isPending && (
            <Stack spacing={1} aria-live="polite">
              <Typography variant="body2">{t('trading.instruments.import.checking')}</Typography>
              <LinearProgress />
            </Stack>
          )}
          {preview.isError && <Alert severity="error">{applyServerErrors(preview.error, t)}</Alert>}
          {preview.data && !preview.isPending && <CandleImportPreview result={preview.data} />}
          {save.isError && <Alert severity="error">{applyServerErrors(save.error, t)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('dialog.cancel')}</Button>
        <Button variant="contained" disabled={!clean || save.isPending} onClick={confirm}>
          {t('trading.instruments.import.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
