import { useState } from 'react';
import type { AdminUser } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { sessionStore } from '@/shared/auth/session-store.ts';
import { useDeleteUser, useUpdateUser } from '@/shared/api/users-api.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';

/**
 * Deactivate (after a confirmation), reactivate and delete (after typing the e-mail) an account, as the user
 * view's header and the list's row menu offer them; nobody does either to their own account.
 */
export function useAccountActions(user: AdminUser, onDeleted?: () => void) {
  const { t } = useTranslation();
  const ability = useAbility();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [confirm, setConfirm] = useState<'deactivate' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const self = sessionStore.get().userData?.id === user.id;
  const active = user.status !== 'inactive';
  const name = user.full_name || user.email;

  const run = async (action: () => Promise<unknown>, after?: () => void) => {
    setError(null);
    try {
      await action();
      setConfirm(null);
      after?.();
    } catch (e) {
      setError(applyServerErrors(e, t));
    }
  };

  return {
    active,
    canToggle: ability.can('update', 'Admin') && !self,
    canDelete: ability.can('delete', 'Admin') && !self,
    /** An error outside the confirmations, e.g. a refused reactivation. */
    error: confirm ? null : error,
    toggle: () =>
      active ? setConfirm('deactivate') : run(() => update.mutateAsync({ id: user.id, status: 'active' })),
    askDelete: () => setConfirm('delete'),
    dialogs: (
      <>
        <ConfirmDialog
          open={confirm === 'deactivate'}
          title={t('admin.users.deactivateConfirm.title')}
          body={t('admin.users.deactivateConfirm.body', { name })}
          confirmLabel={t('admin.users.deactivate')}
          pending={update.isPending}
          error={error}
          onClose={() => setConfirm(null)}
          onConfirm={() => run(() => update.mutateAsync({ id: user.id, status: 'inactive' }))}
        />
        <ConfirmDialog
          open={confirm === 'delete'}
          title={t('admin.users.delete.title')}
          body={t('admin.users.delete.body', { name })}
          confirmLabel={t('admin.users.delete.confirm')}
          typed={user.email}
          pending={remove.isPending}
          error={error}
          onClose={() => setConfirm(null)}
          onConfirm={(typed) => run(() => remove.mutateAsync({ id: user.id, confirm: typed }), onDeleted)}
        />
      </>
    ),
  };
}
