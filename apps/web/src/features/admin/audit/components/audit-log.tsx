import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type AuditEntry } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../shared/i18n/format.ts';
import { applyServerErrors } from '../../../../shared/ui/form/field-errors.ts';
import { useGridLocaleText } from '../../shared/use-grid-locale-text.ts';
import { useAudit } from '../api/audit-api.ts';
import { AuditChange } from './audit-change.tsx';
import { auditSummary } from './audit-summary.ts';

const SUBJECTS = ['User', 'Role', 'Mail', 'MailTemplate'];
const ACTIONS = [
  'create',
  'update',
  'activate',
  'deactivate',
  'delete',
  'purge',
  'send',
  'retry',
  'reset',
  'send_reset_link',
  'revoke_session',
];

/** Every admin action: who, when, what, before and after, from which IP. */
export function AuditLog() {
  const { t } = useTranslation();
  const format = useFormatters();
  const localeText = useGridLocaleText();
  const [filters, setFilters] = useState({ subject: '', action: '', from: '', to: '' });
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const audit = useAudit({ ...filters, page: pagination.page + 1, page_size: pagination.pageSize });
  const set = (key: keyof typeof filters) => (e: { target: { value: string } }) => {
    setFilters({ ...filters, [key]: e.target.value });
    setPagination((p) => ({ ...p, page: 0 }));
  };
  const columns: GridColDef<AuditEntry>[] = [
    {
      field: 'created_at',
      headerName: t('admin.audit.when'),
      minWidth: 170,
      valueFormatter: (v: string) => format.dateTime(v),
    },
    {
      field: 'actor',
      headerName: t('admin.audit.who'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_, row) => row.actor?.full_name || row.actor?.email || t('admin.audit.system'),
    },
    {
      field: 'action',
      headerName: t('admin.audit.what'),
      flex: 2,
      minWidth: 260,
      renderCell: ({ row }) => (
        <Stack sx={{ py: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {auditSummary(t, row)}
          </Typography>
          <AuditChange before={row.before} after={row.after} />
        </Stack>
      ),
    },
    { field: 'ip', headerName: t('admin.audit.ip'), minWidth: 120 },
  ];
  return (
    <Card>
      <Grid container spacing={2} sx={{ p: 2 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField
            select
            label={t('admin.audit.subject')}
            value={filters.subject}
            onChange={set('subject')}
          >
            <MenuItem value="">{t('dataTable.all')}</MenuItem>
            {SUBJECTS.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`admin.audit.subjects.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField select label={t('admin.audit.action')} value={filters.action} onChange={set('action')}>
            <MenuItem value="">{t('dataTable.all')}</MenuItem>
            {ACTIONS.map((a) => (
              <MenuItem key={a} value={a}>
                {t(`admin.audit.actions.${a}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField
            type="date"
            label={t('admin.audit.from')}
            value={filters.from}
            onChange={set('from')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField
            type="date"
            label={t('admin.audit.to')}
            value={filters.to}
            onChange={set('to')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
      </Grid>
      {audit.isError && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          {applyServerErrors(audit.error, t)}
        </Alert>
      )}
      <DataGrid
        rows={audit.data?.results ?? []}
        columns={columns}
        rowCount={audit.data?.count ?? 0}
        loading={audit.isFetching}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={[...PAGE_SIZES]}
        disableColumnSorting
        disableColumnFilter
        disableRowSelectionOnClick
        getRowHeight={() => 'auto'}
        localeText={localeText}
        autoHeight
        sx={{ border: 0 }}
      />
    </Card>
  );
}
