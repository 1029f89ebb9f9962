import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import type { AdminUser } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '@/shared/i18n/format.ts';
import { StatusChip } from '@/shared/ui/status-chip.tsx';
import { UserAvatar } from '@/shared/ui/user-avatar.tsx';
import { userPath, UserRowActions } from './user-row-actions.tsx';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import type { UsersGridState } from './user-filters.tsx';

export function UsersGrid({
  rows,
  rowCount,
  loading,
  grid,
  selection,
  onSelection,
  onPurge,
}: {
  rows: AdminUser[];
  rowCount: number;
  loading: boolean;
  grid: UsersGridState;
  selection: GridRowSelectionModel;
  onSelection: (model: GridRowSelectionModel) => void;
  /** Offered on deleted accounts when the viewer may delete. */
  onPurge?: (user: AdminUser) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const columns: GridColDef<AdminUser>[] = [
    {
      field: 'full_name',
      headerName: t('admin.users.fields.user'),
      flex: 2,
      minWidth: 240,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
          <UserAvatar name={row.full_name || row.username || ''} src={row.avatar ?? null} />
          <Stack sx={{ minWidth: 0 }}>
            {row.deleted ? (
              <Typography variant="body2" noWrap>
                {row.full_name || row.username}
              </Typography>
            ) : (
              <Link
                component={RouterLink}
                to={userPath(row.id)}
                variant="body2"
                noWrap
                sx={{ fontWeight: 600 }}
              >
                {row.full_name || row.username}
              </Link>
            )}
            <Typography variant="caption" color="text.secondary" noWrap>
              {row.email}
            </Typography>
          </Stack>
        </Stack>
      ),
    },
    { field: 'role', headerName: t('admin.users.fields.role'), flex: 1, minWidth: 140 },
    {
      field: 'current_plan',
      headerName: t('admin.users.fields.current_plan'),
      flex: 1,
      minWidth: 110,
      valueFormatter: (value: string) => (value ? t(`admin.plans.${value}`, { defaultValue: value }) : '—'),
    },
    {
      field: 'status',
      headerName: t('admin.users.fields.status'),
      minWidth: 120,
      renderCell: ({ row }) => {
        const status = row.deleted ? 'deleted' : row.status;
        return status && <StatusChip status={status} />;
      },
    },
    {
      field: 'created_at',
      headerName: t('admin.users.fields.created_at'),
      minWidth: 180,
      valueFormatter: (value: string) => format.date(value),
    },
    {
      field: 'actions',
      headerName: t('admin.users.rowActions.header'),
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      minWidth: 130,
      renderCell: ({ row }) => <UserRowActions user={row} onPurge={onPurge} />,
    },
  ];
  return (
    <ServerDataGrid
      grid={grid}
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      loading={loading}
      checkboxSelection
      keepNonExistentRowsSelected
      rowSelectionModel={selection}
      onRowSelectionModelChange={onSelection}
      rowHeight={60}
    />
  );
}
