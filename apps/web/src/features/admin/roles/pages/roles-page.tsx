import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { Role } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { useDeleteRole, useRoles } from '@/shared/api/roles-api.ts';
import { RoleCard } from '@/features/admin/roles/components/role-card.tsx';
import {
  RoleEditorDialog,
  type RoleDraftInput,
} from '@/features/admin/roles/components/role-editor-dialog.tsx';

export default function RolesPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const roles = useRoles();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<RoleDraftInput | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canEdit = ability.can('update', 'Admin');

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
    } catch (e) {
      setError(applyServerErrors(e, t));
    }
  };

  return (
    <>
      <PageHeader
        title={t('page.adminRoles')}
        subtitle={t('admin.roles.subtitle')}
        actions={
          ability.can('create', 'Admin') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing({ name: '', rules: [] })}
            >
              {t('admin.roles.create')}
            </Button>
          )
        }
      />
      {roles.isError && <Alert severity="error">{applyServerErrors(roles.error, t)}</Alert>}
      <Grid container spacing={3}>
        {roles.isPending &&
          [0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={180} />
            </Grid>
          ))}
        {roles.data?.length === 0 && <EmptyState title={t('admin.roles.empty')} />}
        {roles.data?.map((role) => (
          <Grid key={role.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <RoleCard
              role={role}
              canEdit={canEdit}
              onEdit={() =>
                setEditing({ id: role.id, name: role.name, rules: role.rules, userCount: role.user_count })
              }
              onDuplicate={() =>
                setEditing({ name: t('admin.roles.copyName', { name: role.name }), rules: role.rules })
              }
              onDelete={() => {
                setError(null);
                setDeleting(role);
              }}
            />
          </Grid>
        ))}
      </Grid>
      {editing && <RoleEditorDialog initial={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('admin.roles.deleteTitle')}
        body={t('admin.roles.deleteBody', { name: deleting?.name })}
        confirmLabel={t('admin.roles.delete')}
        pending={remove.isPending}
        error={error}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
