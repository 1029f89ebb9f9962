import type { ReportType } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';

/** Asks before deleting a report or a schedule (texts under `keys`), naming its type. */
export function ReportDeleteDialog<T extends { id: number; type: ReportType }>({
  target,
  keys,
  pending,
  onClose,
  onConfirm,
}: {
  target: T | null;
  keys: 'energy.reports' | 'energy.reports.schedules';
  pending: boolean;
  onClose: () => void;
  onConfirm: (target: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={target !== null}
      title={t(`${keys}.deleteTitle`)}
      body={t(`${keys}.deleteBody`, { name: target ? t(`energy.reports.type.${target.type}`) : '' })}
      confirmLabel={t('energy.reports.actions.delete')}
      pending={pending}
      onClose={onClose}
      onConfirm={() => onConfirm(target!)}
    />
  );
}
