import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEntry } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { auditActionLabel, auditSubjectLabel } from '@/shared/i18n/labels.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { DateField, INVALID_DATE } from '@/shared/ui/date-field/date-field.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { ClearFiltersButton } from '@/shared/ui/grid/clear-filters-button.tsx';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useAudit } from '@/features/admin/audit/api/audit-api.ts';
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

const AUDIT_FILTERS = ['subject', 'action', 'from', 'to'] as const;

/** Every admin action: who, when, what, before and after, from which IP. */
export function AuditLog() {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid(AUDIT_FILTERS);
  const audit = useAudit(grid.query);
  const { filters } = grid;
  const set = (key: (typeof AUDIT_FILTERS)[number]) => (e: { target: { value: string } }) =>
    grid.setFilter(key, e.target.value);
  // A date filter changes once what is typed is a whole date (or nothing).
  const setDate = (key: 'from' | 'to') => (value: string) => {
    if (value !== INVALID_DATE) grid.setFilter(key, value);
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
                {auditSubjectLabel(t, s)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField select label={t('admin.audit.action')} value={filters.action} onChange={set('action')}>
            <MenuItem value="">{t('dataTable.all')}</MenuItem>
            {ACTIONS.map((a) => (
              <MenuItem key={a} value={a}>
                {auditActionLabel(t, a)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <DateField label={t('admin.audit.from')} value={filters.from} onChange={setDate('from')} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <DateField label={t('admin.audit.to')} value={filters.to} onChange={setDate('to')} />
        </Grid>
        <Grid size={12}>
          <ClearFiltersButton grid={grid} />
        </Grid>
      </Grid>
      {audit.isError && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          {applyServerErrors(audit.error, t)}
        </Alert>
      )}
      <ServerDataGrid
        grid={grid}
        rows={audit.data?.results ?? []}
        columns={columns}
        rowCount={audit.data?.count ?? 0}
        loading={audit.isFetching}
        disableColumnSorting
        getRowHeight={() => 'auto'}
      />
    </Card>
  );
}
