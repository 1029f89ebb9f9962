import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PauseOutlined from '@mui/icons-material/PauseOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import StopOutlined from '@mui/icons-material/StopOutlined';
import type { PaperSession } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import {
  canDelete,
  canPause,
  canResume,
  canStop,
  useDeleteSession,
  useMoveSession,
  type SessionMove,
} from '@/features/trading/api/sessions-api.ts';

/** The name a person gave a session, else its strategy's. */
export const sessionName = (session: Pick<PaperSession, 'name' | 'strategy_name'>) =>
  session.name || session.strategy_name;

/**
 * What can be done to a session where it stands: pause a running one, resume a paused or halted one, stop
 * (after asking) one that has not ended, delete (after asking) one that has. Only to who may run backtests
 * (the server checks it too); `onDeleted` follows a deletion.
 */
export function SessionActions({ session, onDeleted }: { session: PaperSession; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const move = useMoveSession();
  const remove = useDeleteSession();
  const [asking, setAsking] = useState<'stop' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = sessionName(session);
  const onError = (e: unknown) => setError(applyServerErrors(e, t));
  const go = (kind: SessionMove) => {
    setError(null);
    move.mutate({ id: session.id, move: kind }, { onError });
  };
  const busy = move.isPending || remove.isPending;
  const mayUpdate = ability.can('update', 'Backtest');
  const mayDelete = ability.can('delete', 'Backtest');
  if (!mayUpdate && !mayDelete) return null;

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {mayUpdate && canPause(session) && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<PauseOutlined />}
            disabled={busy}
            onClick={() => go('pause')}
          >
            {t('trading.monitor.action.pause')}
          </Button>
        )}
        {mayUpdate && canResume(session) && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<PlayArrowOutlined />}
            disabled={busy}
            onClick={() => go('resume')}
          >
            {t('trading.monitor.action.resume')}
          </Button>
        )}
        {mayUpdate && canStop(session) && (
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<StopOutlined />}
            disabled={busy}
            onClick={() => setAsking('stop')}
          >
            {t('trading.monitor.action.stop')}
          </Button>
        )}
        {mayDelete && canDelete(session) && (
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlined />}
            disabled={busy}
            onClick={() => setAsking('delete')}
          >
            {t('trading.monitor.action.delete')}
          </Button>
        )}
      </Stack>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <ConfirmDialog
        open={asking === 'stop'}
        title={t('trading.monitor.action.stopTitle', { name })}
        body={t('trading.monitor.action.stopBody')}
        confirmLabel={t('trading.monitor.action.stop')}
        pending={move.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          go('stop');
        }}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('trading.monitor.action.deleteTitle', { name })}
        body={t('trading.monitor.action.deleteBody')}
        confirmLabel={t('trading.monitor.action.delete')}
        pending={remove.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          setError(null);
          remove.mutate(session.id, { onError, onSuccess: () => onDeleted?.() });
        }}
      />
    </>
  );
}
