import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import type { Cycle } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import {
  useCloseCycle,
  type CycleJobAccepted,
  useLatestClosedCycle,
  useRecomputeCycle,
  useReopenCycle,
} from '@/features/energy/api/cycle-api.ts';
import { CycleCloseDialog } from '@/features/energy/components/cycle-close-dialog.tsx';
import { ReasonDialog } from '@/features/energy/components/reason-dialog.tsx';
import type { CycleJob } from '@/features/energy/components/use-cycle-job.ts';

type CycleAction = 'close' | 'reopen' | 'recompute';
/** An action the reader chose, waiting for its confirmation. */
export interface AskedCycleAction {
  cycle: Cycle;
  action: CycleAction;
}

const monthIndex = (cycle: string) => Number(cycle.slice(0, 4)) * 12 + Number(cycle.slice(5, 7));

/**
 * What may be done to a cycle now: close an open or failed one; recompute a closed one whose inputs changed
 * since (stale); reopen the latest closed one. None without the right to change Créditos (the server checks
 * again).
 */
function actionsOf(cycle: Cycle, latestClosed: Cycle | null, mayUpdate: boolean): CycleAction[] {
  if (!mayUpdate) return [];
  if (cycle.state === 'open' || cycle.state === 'failed') return ['close'];
  if (cycle.state !== 'closed') return [];
  const actions: CycleAction[] = cycle.stale ? ['recompute'] : [];
  return latestClosed?.id === cycle.id ? [...actions, 'reopen'] : actions;
}

/** What the reader may do to each cycle now (see `actionsOf`). */
export function useCycleActionsOf() {
  const mayUpdate = useAbility().can('update', 'Credito');
  const latestClosed = useLatestClosedCycle();
  return (cycle: Cycle) => actionsOf(cycle, latestClosed, mayUpdate);
}

/** A cycle's actions as buttons; each asks first (`CycleActionDialog`). */
export function CycleActionButtons({
  cycle,
  actions,
  onAsk,
  size = 'small',
}: {
  cycle: Cycle;
  actions: CycleAction[];
  onAsk: (asked: AskedCycleAction) => void;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      {actions.map((action) => (
        <Button
          key={action}
          size={size}
          variant={action === 'reopen' ? 'text' : 'outlined'}
          color={action === 'reopen' ? 'warning' : 'primary'}
          onClick={() => onAsk({ cycle, action })}
        >
          {t(`energy.cycles.${action}`)}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * Asks before a cycle's action, in its dialog: closing (with what the close would meet), reopening with a
 * reason, recomputing (the ledger being sequential, with every closed cycle after it). A close or recompute is
 * handed to `job` to follow. Rendered outside any grid, whose keys would otherwise reach the reason field.
 */
export function CycleActionDialog({
  asked,
  job,
  onClose,
}: {
  asked: AskedCycleAction | null;
  job: CycleJob;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const latestClosed = useLatestClosedCycle();
  const close = useCloseCycle();
  const reopen = useReopenCycle();
  const recompute = useRecomputeCycle();
  if (!asked) return null;
  const { cycle, action } = asked;
  const month = format.month(cycle.cycle);
  const dismiss = () => {
    close.reset();
    reopen.reset();
    recompute.reset();
    onClose();
  };
  const follow = (kind: 'close' | 'recompute') => (accepted: CycleJobAccepted) => {
    job.track(cycle.id, accepted.job_id, kind);
    dismiss();
  };
  if (action === 'close')
    return (
      <CycleCloseDialog
        cycle={cycle}
        pending={close.isPending}
        error={close.error}
        onClose={dismiss}
        onConfirm={(reason) => close.mutate({ id: cycle.id, reason }, { onSuccess: follow('close') })}
      />
    );
  if (action === 'reopen')
    return (
      <ReasonDialog
        open
        title={t('energy.cycles.reopenTitle', { cycle: month })}
        reasonLabel={t('energy.cycles.reopenReason')}
        confirmLabel={t('energy.cycles.reopen')}
        pending={reopen.isPending}
        error={reopen.error}
        onClose={dismiss}
        onConfirm={(reason) => reopen.mutate({ id: cycle.id, reason }, { onSuccess: dismiss })}
      >
        <DialogContentText>{t('energy.cycles.reopenBody', { cycle: month })}</DialogContentText>
      </ReasonDialog>
    );
  const later = latestClosed ? Math.max(0, monthIndex(latestClosed.cycle) - monthIndex(cycle.cycle)) : 0;
  return (
    <ReasonDialog
      open
      title={t('energy.cycles.recomputeTitle', { cycle: month })}
      reasonLabel={t('energy.cycles.recomputeReason')}
      reasonRequired={false}
      confirmLabel={t('energy.cycles.recompute')}
      pending={recompute.isPending}
      error={recompute.error}
      onClose={dismiss}
      onConfirm={(reason) => recompute.mutate({ id: cycle.id, reason }, { onSuccess: follow('recompute') })}
    >
      <DialogContentText>{t('energy.cycles.staleBody')}</DialogContentText>
      <DialogContentText>
        {later > 0
          ? t('energy.cycles.recomputeChain', {
              count: later,
              cycle: month,
              latest: format.month(latestClosed!.cycle),
            })
          : t('energy.cycles.recomputeAlone', { cycle: month })}
      </DialogContentText>
    </ReasonDialog>
  );
}
