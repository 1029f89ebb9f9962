import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Strategy, StrategyVersion } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { SimpleTable } from '@/shared/ui/simple-table.tsx';
import { useStrategyVersions } from '@/features/trading/api/trading-api.ts';
import { diffDefinitions } from './version-diff.ts';

/** The two versions compared: an older one (by default the one before the current) and the current one. */
function Comparison({
  versions,
  current,
  actions,
}: {
  versions: StrategyVersion[];
  current: number;
  actions: (version: StrategyVersion) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const latest = versions.find((v) => v.version === current) ?? versions.at(-1)!;
  const [leftId, setLeftId] = useState(String((versions.at(-2) ?? latest).id));
  const [rightId, setRightId] = useState(String(latest.id));
  const [onlyChanges, setOnlyChanges] = useState(true);
  const left = versions.find((v) => String(v.id) === leftId)!;
  const right = versions.find((v) => String(v.id) === rightId)!;
  const label = (v: StrategyVersion) => t('trading.backtest.form.version', { version: v.version });
  const options = [...versions].reverse().map((v) => ({
    value: String(v.id),
    label: t(
      v.version === current ? 'trading.builder.versions.currentOption' : 'trading.builder.versions.option',
      {
        version: v.version,
        date: format.dateTime(v.created_at),
      },
    ),
  }));
  const rows = diffDefinitions(left.definition, right.definition);
  const shown = onlyChanges ? rows.filter((row) => row.changed) : rows;

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OptionSelect
          label={t('trading.builder.versions.left')}
          options={options}
          value={leftId}
          onChange={setLeftId}
        />
        <OptionSelect
          label={t('trading.builder.versions.right')}
          options={options}
          value={rightId}
          onChange={setRightId}
        />
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={onlyChanges} onChange={(e) => setOnlyChanges(e.target.checked)} />}
        label={t('trading.builder.versions.onlyChanges')}
      />
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('trading.builder.versions.same')}</Typography>
      ) : (
        <SimpleTable
          size="small"
          label={t('trading.builder.versions.comparison')}
          head={
            <>
              <TableCell>{t('trading.builder.versions.setting')}</TableCell>
              <TableCell>{label(left)}</TableCell>
              <TableCell>{label(right)}</TableCell>
            </>
          }
        >
          {shown.map((row) => (
            <TableRow key={row.path} data-changed={row.changed} selected={row.changed}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{row.path}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{row.left ?? '—'}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{row.right ?? '—'}</TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions(left)}
      </Stack>
    </Stack>
  );
}

/**
 * A strategy's versions: any two side by side (the settings that differ marked), and the left one opened in
 * the editor (saving it makes it the newest version) or backtested as it was.
 */
export function VersionsDialog({
  strategy,
  open,
  busy,
  can,
  onClose,
  onEdit,
  onRun,
}: {
  strategy: Strategy;
  open: boolean;
  busy: boolean;
  can: { edit: boolean; run: boolean };
  onClose: () => void;
  onEdit: (version: StrategyVersion) => void;
  onRun: (version: StrategyVersion) => void;
}) {
  const { t } = useTranslation();
  const versions = useStrategyVersions(strategy.id);
  let body;
  if (versions.isError)
    body = (
      <LoadError message={applyServerErrors(versions.error, t)} onRetry={() => void versions.refetch()} />
    );
  else if (!versions.data?.length) body = <Skeleton variant="rounded" height={240} />;
  else
    body = (
      <Comparison
        key={strategy.version}
        versions={versions.data}
        current={strategy.version}
        actions={(version) => (
          <>
            {can.edit && (
              <Button variant="outlined" disabled={busy} onClick={() => onEdit(version)}>
                {t('trading.builder.versions.edit', { version: version.version })}
              </Button>
            )}
            {can.run && (
              <Button variant="contained" disabled={busy} onClick={() => onRun(version)}>
                {t('trading.builder.versions.run', { version: version.version })}
              </Button>
            )}
          </>
        )}
      />
    );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('trading.builder.versions.title', { name: strategy.name })}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
