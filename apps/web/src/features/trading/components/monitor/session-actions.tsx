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
  const mayUpdate = ability.can('update', 'Backtest');
  const mayDelete = ability.can('delete', 'Backtest');
  if (!mayUpdate && !mayDelete) return null;

  // Each action: whether it shows, how it looks, and what it does (stop and delete ask first).
  const actions = [
    { key: 'pause', shown: mayUpdate && canPause(session), Icon: PauseOutlined, act: () => go('pause') },
    {
      key: 'resume',
      shown: mayUpdate && canResume(session),
      Icon: PlayArrowOutlined,
      act: () => go('resume'),
    },
    { key: 'stop', shown: mayUpdate && canStop(session), Icon: StopOutlined, act: () => setAsking('stop') },
    {
      key: 'delete',
      shown: mayDelete && canDelete(session),
      Icon: DeleteOutlined,
      act: () => setAsking('delete'),
    },
  ] as const;
  const asks = {
    stop: { pending: move.isPending, confirm: () => go('stop') },
    delete: {
      pending: remove.isPending,
      confirm: () => {
        setError(null);
        // Not mutate's own callback: the card holding this button may be gone by then (the deletion reached
        // the list first over realtime), and a callback of an unmounted caller never runs.
        remove.mutateAsync(session.id).then(() => onDeleted?.(), onError);
      },
    },
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions
          .filter((action) => action.shown)
          .map(({ key, Icon, act }) => (
            <Button
              key={key}
              size="small"
              variant="outlined"
              color={key === 'stop' || key === 'delete' ? 'error' : 'primary'}
              startIcon={<Icon />}
              disabled={move.isPending || remove.isPending}
              onClick={act}
            >
              {t(`trading.monitor.action.${key}`)}
            </Button>
          ))}
      </Stack>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {(['stop', 'delete'] as const).map((key) => (
        <ConfirmDialog
          key={key}
          open={asking === key}
          title={t(`trading.monitor.action.${key}Title`, { name })}
          body={t(`trading.monitor.action.${key}Body`)}
          confirmLabel={t(`trading.monitor.action.${key}`)}
          pending={asks[key].pending}
          onClose={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            asks[key].confirm();
          }}
        />
      ))}
    </>
  );
}
