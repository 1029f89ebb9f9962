import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SearchField } from '@/shared/ui/search-field.tsx';
import { useTranslation } from 'react-i18next';
import { actionLabel, subjectLabel } from '@/shared/i18n/labels.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { SimpleTable } from '@/shared/ui/simple-table.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { usePermissionCatalogue } from '@/features/admin/permissions/api/permissions-api.ts';

/** Every subject and action of the product, and which roles grant each. */
export function PermissionCatalogue() {
  const { t } = useTranslation();
  const catalogue = usePermissionCatalogue();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const rows = catalogue.data?.subjects.filter(
    (s) =>
      !needle ||
      s.subject.toLowerCase().includes(needle) ||
      subjectLabel(t, s.subject).toLowerCase().includes(needle) ||
      Object.values(s.granted_by).some((names) => names.some((n) => n.toLowerCase().includes(needle))),
  );
  return (
    <Card>
      <Stack sx={{ p: 2 }}>
        <SearchField
          label={t('admin.permissions.search')}
          value={search}
          onSearch={setSearch}
          sx={{ maxWidth: 420 }}
        />
      </Stack>
      {catalogue.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {catalogue.isError && <Alert severity="error">{applyServerErrors(catalogue.error, t)}</Alert>}
      {rows?.length === 0 && <EmptyState title={t('dataTable.noData')} />}
      {!!rows?.length && (
        <SimpleTable
          size="small"
          head={
            <>
              <TableCell>{t('admin.permissions.subject')}</TableCell>
              {catalogue.data!.actions.map((a) => (
                <TableCell key={a}>{actionLabel(t, a)}</TableCell>
              ))}
            </>
          }
        >
          {rows.map((row) => (
            <TableRow key={row.subject} hover>
              <TableCell component="th" scope="row" sx={{ minWidth: 180 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {subjectLabel(t, row.subject)}
                </Typography>
              </TableCell>
              {catalogue.data!.actions.map((a) => (
                <TableCell key={a} sx={{ verticalAlign: 'top' }}>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {row.granted_by[a]?.length ? (
                      row.granted_by[a]!.map((name) => <Chip key={name} size="small" label={name} />)
                    ) : (
                      <Typography variant="caption" color="text.secondary">
                        —
                      </Typography>
                    )}
                  </Stack>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </SimpleTable>
      )}
    </Card>
  );
}
