import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { AdminUser, AdminUserListQuery } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { download } from '@/shared/files/download.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { useBulkUsers, usePurgeUser, useUsers } from '@/shared/api/users-api.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { CreateUserDialog } from '@/features/admin/users/components/create-user-dialog.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { USER_FILTERS, UserFilters } from '@/features/admin/users/components/user-filters.tsx';
import { UserStatsCards } from '@/features/admin/users/components/user-stats-cards.tsx';
import { UsersGrid } from '@/features/admin/users/components/users-grid.tsx';
import { userPath } from '@/features/admin/users/components/user-row-actions.tsx';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

export default function UserListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const grid = useServerGrid(USER_FILTERS);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // The server answers 400 on a status it does not know, shown as the list's error.
  const users = useUsers(grid.query as Partial<AdminUserListQuery>);
  const bulk = useBulkUsers();
  const purge = usePurgeUser();
  const [purging, setPurging] = useState<AdminUser | null>(null);
  const [purgeError, setPurgeError] = useState<string | null>(null);
  const selected = [...selection.ids].map(Number);

  const runBulk = async (action: 'activate' | 'deactivate') => {
    try {
      const result = await bulk.mutateAsync({ ids: selected, action });
      setSelection(NO_SELECTION);
      setNotice({
        ok: result.failed.length === 0,
        text: [
          t('admin.users.bulk.done', { count: result.done.length }),
          ...result.failed.map((f) => f.detail),
        ].join(' '),
      });
    } catch (e) {
      setNotice({ ok: false, text: applyServerErrors(e, t) });
    }
  };
  const exportAs = (format: 'csv' | 'xlsx') => {
    const params = new URLSearchParams(
      cleanQuery({
        ...grid.criteria,
        format,
        ids: selected.length ? selected.join(',') : undefined,
        // The file's dates in the time zone this list shows them in, which its header names.
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }) as Record<string, string>,
    );
    download(`/admin/users/export/?${params}`, `users.${format}`).catch((e: unknown) =>
      setNotice({ ok: false, text: applyServerErrors(e, t) }),
    );
  };

  return (
    <>
      <PageHeader
        title={t('page.adminUsers')}
        subtitle={t('admin.users.subtitle')}
        actions={
          ability.can('create', 'Admin') && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('admin.users.create.open')}
            </Button>
          )
        }
      />
      <UserStatsCards
        selected={grid.filters.status}
        onSelect={(status) => grid.setFilter('status', status)}
      />
      <Card>
        <UserFilters grid={grid} />
        <Divider />
        <Stack direction="row" spacing={1} useFlexGap sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ flex: 1, minWidth: 160 }}
            aria-live="polite"
          >
            {selected.length
              ? t('admin.users.bulk.selected', { count: selected.length })
              : t('admin.users.bulk.hint')}
          </Typography>
          {ability.can('update', 'Admin') && (
            <>
              <Button
                size="small"
                variant="outlined"
                disabled={!selected.length || bulk.isPending}
                onClick={() => runBulk('activate')}
              >
                {t('admin.users.bulk.activate')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="warning"
                disabled={!selected.length || bulk.isPending}
                onClick={() => runBulk('deactivate')}
              >
                {t('admin.users.bulk.deactivate')}
              </Button>
            </>
          )}
          <Button size="small" startIcon={<FileDownloadOutlined />} onClick={() => exportAs('csv')}>
            CSV
          </Button>
          <Button size="small" startIcon={<FileDownloadOutlined />} onClick={() => exportAs('xlsx')}>
            XLSX
          </Button>
        </Stack>
        {notice && (
          <Alert
            severity={notice.ok ? 'success' : 'warning'}
            onClose={() => setNotice(null)}
            sx={{ mx: 2, mb: 2 }}
          >
            {notice.text}
          </Alert>
        )}
        {users.isError && (
          <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
            {applyServerErrors(users.error, t)}
          </Alert>
        )}
        <UsersGrid
          rows={users.data?.results ?? []}
          rowCount={users.data?.count ?? 0}
          loading={users.isFetching}
          grid={grid}
          selection={selection}
          onSelection={setSelection}
          onPurge={
            ability.can('delete', 'Admin')
              ? (user) => {
                  setPurgeError(null);
                  setPurging(user);
                }
              : undefined
          }
        />
      </Card>
      <ConfirmDialog
        open={!!purging}
        title={t('admin.users.purge.title')}
        body={t('admin.users.purge.body', { email: purging?.email })}
        confirmLabel={t('admin.users.purge.confirm')}
        typed={purging?.email}
        pending={purge.isPending}
        error={purgeError}
        onClose={() => setPurging(null)}
        onConfirm={async () => {
          try {
            await purge.mutateAsync(purging!.id);
            setPurging(null);
          } catch (e) {
            setPurgeError(applyServerErrors(e, t));
          }
        }}
      />
      <CreateUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(user) => navigate(userPath(user.id))}
      />
    </>
  );
}
