import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { GridPaginationModel, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';
import { DEFAULT_PAGE_SIZE, type AdminUser } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAbility } from '../../../../shared/ability/use-ability.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { applyServerErrors } from '../../../../shared/ui/form/field-errors.ts';
import { download } from '../../shared/download.ts';
import { useDebounced } from '../../shared/use-debounced.ts';
import { cleanQuery, useBulkUsers, usePurgeUser, useUsers } from '../api/users-api.ts';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { CreateUserDialog } from '../components/create-user-dialog.tsx';
import { UserFilters, type UserFilterValues } from '../components/user-filters.tsx';
import { UserStatsCards } from '../components/user-stats-cards.tsx';
import { UsersGrid, userPath } from '../components/users-grid.tsx';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

export default function UserListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const [filters, setFilters] = useState<UserFilterValues>({ search: '', role: '', plan: '', status: '' });
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const search = useDebounced(filters.search);
  const ordering = sort[0] ? `${sort[0].sort === 'desc' ? '-' : ''}${sort[0].field}` : undefined;
  const query = { ...filters, search, ordering };
  const users = useUsers({ ...query, page: pagination.page + 1, page_size: pagination.pageSize });
  const bulk = useBulkUsers();
  const purge = usePurgeUser();
  const [purging, setPurging] = useState<AdminUser | null>(null);
  const [purgeError, setPurgeError] = useState<string | null>(null);
  const selected = [...selection.ids].map(Number);

  const changeFilters = (next: UserFilterValues) => {
    setFilters(next);
    setPagination((p) => ({ ...p, page: 0 }));
  };
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
      cleanQuery({ ...query, format, ids: selected.length ? selected.join(',') : undefined }) as Record<
        string,
        string
      >,
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
        selected={filters.status}
        onSelect={(status) => changeFilters({ ...filters, status })}
      />
      <Card>
        <UserFilters value={filters} onChange={changeFilters} />
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
          pagination={pagination}
          onPagination={setPagination}
          sort={sort}
          onSort={setSort}
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
