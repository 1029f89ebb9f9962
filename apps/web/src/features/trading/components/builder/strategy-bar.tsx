import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import type { Strategy } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { readableText } from '@/shared/ui/readable-text.ts';
import { ErrorAlert } from '@/shared/ui/error-alert.tsx';

const NEW = 'new';

/** Which strategy is open, its name and description, and what can be done with it. */
export function StrategyBar({
  strategies,
  strategy,
  name,
  description,
  nameError,
  dirty,
  unsaved,
  issueCount,
  busy,
  error,
  openedFrom,
  can,
  onOpen,
  onName,
  onDescription,
  onSave,
  onRun,
  onDelete,
  onVersions,
}: {
  strategies: Strategy[];
  strategy: Strategy | null;
  name: string;
  description: string;
  nameError: string | null;
  /** Something to save (a new strategy always has). */
  dirty: boolean;
  /** Work that leaving would lose. */
  unsaved: boolean;
  issueCount: number;
  busy: boolean;
  error: string | null;
  /** The older version whose rules the editor holds, if one was opened. */
  openedFrom: number | null;
  can: { save: boolean; run: boolean; delete: boolean };
  onOpen: (id: number | null) => void;
  onName: (name: string) => void;
  onDescription: (description: string) => void;
  onSave: () => void;
  onRun: () => void;
  onDelete: () => void;
  onVersions: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-label={t('trading.builder.strategy')}>
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              select
              fullWidth
              label={t('trading.builder.strategy')}
              value={strategy ? String(strategy.id) : NEW}
              onChange={(event) => onOpen(event.target.value === NEW ? null : Number(event.target.value))}
            >
              <MenuItem value={NEW}>{t('trading.builder.newStrategy')}</MenuItem>
              {strategies.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {`${s.name} (${t('trading.backtest.form.version', { version: s.version })})`}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              fullWidth
              required
              label={t('trading.builder.name')}
              value={name}
              onChange={(event) => onName(event.target.value)}
              error={!!nameError}
              helperText={nameError}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              fullWidth
              label={t('trading.builder.description')}
              value={description}
              onChange={(event) => onDescription(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {can.save && (
            <Button
              variant="outlined"
              startIcon={<SaveOutlined />}
              disabled={busy || !dirty}
              onClick={onSave}
            >
              {t(strategy ? 'trading.builder.saveVersion' : 'trading.builder.save')}
            </Button>
          )}
          {can.run && (
            <Button variant="contained" startIcon={<PlayArrowOutlined />} disabled={busy} onClick={onRun}>
              {t('trading.builder.run')}
            </Button>
          )}
          {strategy && strategy.version > 1 && (
            <Button startIcon={<HistoryOutlined />} disabled={busy} onClick={onVersions}>
              {t('trading.builder.versions.open')}
            </Button>
          )}
          {strategy && can.delete && (
            <Button color="error" startIcon={<DeleteOutlined />} disabled={busy} onClick={onDelete}>
              {t('trading.builder.delete')}
            </Button>
          )}
          <Stack direction="row" spacing={1} sx={{ marginInlineStart: 'auto' }} aria-live="polite">
            {strategy && (
              <Chip size="small" label={t('trading.backtest.form.version', { version: strategy.version })} />
            )}
            {openedFrom !== null && (
              <Chip
                size="small"
                variant="outlined"
                label={t('trading.builder.versions.openedFrom', { version: openedFrom })}
              />
            )}
            {unsaved && (
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                sx={readableText('warning')}
                label={t('trading.builder.unsaved')}
              />
            )}
            {issueCount > 0 && (
              <Chip
                size="small"
                color="error"
                variant="outlined"
                sx={readableText('error')}
                label={t('trading.builder.issues', { count: issueCount })}
              />
            )}
          </Stack>
        </Stack>
        <ErrorAlert error={error} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
