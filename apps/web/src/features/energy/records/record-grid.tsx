import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useRecordPage, type EnergyRecord, type Versioned } from '@/features/energy/api/record-api.ts';
import { ListExportBar } from '@/features/energy/components/list-export-bar.tsx';
import { RecordHistory } from '@/features/energy/components/record-history.tsx';
import { DeactivateDialog } from '@/features/energy/components/deactivate-record.tsx';

/** A list's "Desativar": the rows it is `offered` for take `changes` after a confirmation that says `body`. */
export interface RowDeactivation<Row> {
  offered: (row: Row) => boolean;
  changes: Record<string, unknown>;
  body: string;
}

/** How a record's fields are named and written, as its form does, for its history. */
export interface FieldTexts {
  label: (field: string) => string;
  show: (field: string, value: unknown) => string;
}

/**
 * A list of records paged, sorted and exported by the server, its page and order kept in the address under
 * `prefix` (several share a page): `scope` holds the filters the list is opened on (a distributor's tariffs,
 * a plant's costs). Each row opens its history, its form when `onEdit` is given, and with `deactivate` the
 * confirmation of its deactivation.
 */
export function RecordGrid<Row extends Versioned>({
  resource,
  prefix,
  scope = {},
  file,
  columns,
  sorts,
  name,
  texts,
  onEdit,
  deactivate,
  empty,
}: {
  resource: EnergyRecord;
  prefix: string;
  scope?: Record<string, number>;
  /** The export's file name. */
  file: string;
  columns: GridColDef<Row>[];
  /** The columns the server sorts the list by. */
  sorts: string[];
  /** A row as the history's title names it. */
  name: (row: Row) => string;
  texts: FieldTexts;
  onEdit?: (row: Row) => void;
  deactivate?: RowDeactivation<Row>;
  /** What an empty list shows instead of the grid. */
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const grid = useServerGrid([], { prefix });
  const page = useRecordPage<Row>(resource, { ...scope, ...grid.query });
  const [history, setHistory] = useState<Row | null>(null);
  const [deactivating, setDeactivating] = useState<Row | null>(null);
  const actions: GridColDef<Row> = {
    field: 'actions',
    headerName: '',
    width: (onEdit ? 200 : 110) + (deactivate ? 110 : 0),
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
        {onEdit && (
          <Button size="small" onClick={() => onEdit(row)}>
            {t('energy.records.edit')}
          </Button>
        )}
        <Button size="small" onClick={() => setHistory(row)}>
          {t('energy.records.history')}
        </Button>
        {/* The default colour: a small error-coloured text button falls short of the dark theme's contrast,
            and the dialog it opens asks before anything changes. */}
        {deactivate?.offered(row) && (
          <Button size="small" onClick={() => setDeactivating(row)}>
            {t('energy.records.deactivate')}
          </Button>
        )}
      </Stack>
    ),
  };
  if (page.data?.count === 0) return empty;
  return (
    <>
      <ListExportBar
        path={`/energy/${resource}/export/`}
        name={file}
        query={{ ...scope, ...grid.criteria }}
        empty={!page.data?.count}
      />
      {!!page.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {applyServerErrors(page.error, t)}
        </Alert>
      )}
      <ServerDataGrid
        grid={grid}
        rows={page.data?.results ?? []}
        rowCount={page.data?.count ?? 0}
        loading={page.isFetching}
        columns={[...columns.map((c) => ({ ...c, sortable: sorts.includes(c.field) })), actions]}
      />
      <Dialog open={history !== null} onClose={() => setHistory(null)} maxWidth="md" fullWidth>
        <DialogTitle>{history && name(history)}</DialogTitle>
        <DialogContent>
          {history && <RecordHistory resource={resource} id={history.id} {...texts} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setHistory(null)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
      {deactivate && deactivating && (
        <DeactivateDialog
          resource={resource}
          record={deactivating}
          changes={deactivate.changes}
          title={t('energy.records.deactivateTitle', { name: name(deactivating) })}
          body={deactivate.body}
          open
          onClose={() => setDeactivating(null)}
        />
      )}
    </>
  );
}
