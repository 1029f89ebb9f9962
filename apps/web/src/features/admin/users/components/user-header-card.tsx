import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { AdminUser } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAbility } from '../../../../shared/ability/use-ability.ts';
import { sessionStore } from '../../../../shared/auth/session-store.ts';
import { applyServerErrors } from '../../../../shared/ui/form/field-errors.ts';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { StatusChip } from '../../shared/status-chip.tsx';
import { UserAvatar } from '../../shared/user-avatar.tsx';
import { readableText } from '../../shared/readable-text.ts';
import { useDeleteUser, useUpdateUser } from '../api/users-api.ts';
import { UserEditDialog } from './user-edit-dialog.tsx';

type Pending = 'deactivate' | 'delete' | null;

/** Who the user is at a glance, with the actions that change the account as a whole. */
export function UserHeaderCard({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const self = sessionStore.get().userData?.id === user.id;
  const active = user.status !== 'inactive';

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

  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <UserAvatar name={user.full_name || user.username} src={user.avatar} size={88} />
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h2" noWrap>
              {user.full_name || user.username}
            </Typography>
            <Typography color="text.secondary" noWrap>
              <bdi>@{user.username}</bdi> · <bdi>{user.email}</bdi>
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Chip size="small" color="primary" label={user.role || t('admin.users.noRole')} />
              <StatusChip status={user.status} />
              {user.current_plan && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('admin.users.planLabel', {
                    plan: t(`admin.plans.${user.current_plan}`, { defaultValue: user.current_plan }),
                  })}
                />
              )}
            </Stack>
          </Stack>
          <Stack
            direction={{ xs: 'row', sm: 'column', md: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
          >
            {ability.can('update', 'Admin') && (
              <>
                <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                  {t('admin.users.edit.open')}
                </Button>
                {!self && (
                  <Button
                    variant="outlined"
                    color={active ? 'warning' : 'success'}
                    sx={readableText(active ? 'warning' : 'success')}
                    onClick={() =>
                      active
                        ? setConfirm('deactivate')
                        : run(() => update.mutateAsync({ id: user.id, status: 'active' }))
                    }
                  >
                    {active ? t('admin.users.deactivate') : t('admin.users.activate')}
                  </Button>
                )}
              </>
            )}
            {ability.can('delete', 'Admin') && !self && (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => setConfirm('delete')}
              >
                {t('admin.users.delete.open')}
              </Button>
            )}
          </Stack>
        </Stack>
        {error && !confirm && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </CardContent>
      <UserEditDialog user={user} open={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={confirm === 'deactivate'}
        title={t('admin.users.deactivateConfirm.title')}
        body={t('admin.users.deactivateConfirm.body', { name: user.full_name || user.email })}
        confirmLabel={t('admin.users.deactivate')}
        pending={update.isPending}
        error={error}
        onClose={() => setConfirm(null)}
        onConfirm={() => run(() => update.mutateAsync({ id: user.id, status: 'inactive' }))}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t('admin.users.delete.title')}
        body={t('admin.users.delete.body', { name: user.full_name || user.email })}
        confirmLabel={t('admin.users.delete.confirm')}
        typed={user.email}
        pending={remove.isPending}
        error={error}
        onClose={() => setConfirm(null)}
        onConfirm={(typed) =>
          run(
            () => remove.mutateAsync({ id: user.id, confirm: typed }),
            () => navigate('/admin-panel/user/list'),
          )
        }
      />
    </Card>
  );
}
