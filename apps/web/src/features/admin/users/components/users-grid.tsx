import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { PAGE_SIZES, type AdminUser } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '../../../../shared/i18n/format.ts';
import { StatusChip } from '../../shared/status-chip.tsx';
import { UserAvatar } from '../../shared/user-avatar.tsx';
import { useGridLocaleText } from '../../shared/use-grid-locale-text.ts';

export const userPath = (id: number) => `/admin-panel/user/view/${id}`;

/** The server pages, sorts and filters; the grid only shows one page at a time. */
export function UsersGrid({
  rows,
  rowCount,
  loading,
  pagination,
  onPagination,
  sort,
  onSort,
  selection,
  onSelection,
  onPurge,
}: {
  rows: AdminUser[];
  rowCount: number;
  loading: boolean;
  pagination: GridPaginationModel;
  onPagination: (model: GridPaginationModel) => void;
  sort: GridSortModel;
  onSort: (model: GridSortModel) => void;
  selection: GridRowSelectionModel;
  onSelection: (model: GridRowSelectionModel) => void;
  /** Offered on deleted accounts when the viewer may delete. */
  onPurge?: (user: AdminUser) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const localeText = useGridLocaleText();
  const columns: GridColDef<AdminUser>[] = [
    {
      field: 'full_name',
      headerName: t('admin.users.fields.user'),
      flex: 2,
      minWidth: 240,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
          <UserAvatar name={row.full_name || row.username} src={row.avatar} />
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
      renderCell: ({ row }) => <StatusChip status={row.deleted ? 'deleted' : row.status} />,
    },
    {
      field: 'created_at',
      headerName: t('admin.users.fields.created_at'),
      minWidth: 180,
      valueFormatter: (value: string) => format.date(value),
    },
    {
      field: 'actions',
      headerName: '',
      sortable: false,
      minWidth: 190,
      renderCell: ({ row }) =>
        row.deleted &&
        onPurge && (
          <Button size="small" color="error" onClick={() => onPurge(row)}>
            {t('admin.users.purge.open')}
          </Button>
        ),
    },
  ];
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={pagination}
      onPaginationModelChange={onPagination}
      pageSizeOptions={[...PAGE_SIZES]}
      sortModel={sort}
      onSortModelChange={onSort}
      checkboxSelection
      disableRowSelectionOnClick
      keepNonExistentRowsSelected
      rowSelectionModel={selection}
      onRowSelectionModelChange={onSelection}
      disableColumnFilter
      localeText={localeText}
      rowHeight={60}
      autoHeight
      sx={{ border: 0 }}
    />
  );
}
