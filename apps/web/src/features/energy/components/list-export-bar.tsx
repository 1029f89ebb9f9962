import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { ExportButtons, useListExport, type ExportKind } from '@/shared/ui/grid/list-export.tsx';

/**
 * The CSV and XLSX export of an energy list as it is filtered, above its grid, and why an export failed;
 * `label` names the buttons when the list is not the grid's own (a register beside an overview's table).
 */
export function ListExportBar({
  path,
  name,
  query,
  empty,
  label,
}: {
  path: string;
  name: string;
  query: Record<string, unknown>;
  empty: boolean;
  label?: (kind: ExportKind) => string;
}) {
  const { t } = useTranslation();
  const { error, exportAs } = useListExport(path, name, query);
  return (
    <>
      <ExportButtons
        onExport={exportAs}
        label={label ?? ((kind) => t(`energy.invoiceList.export.${kind}`))}
        disabled={empty}
      />
      {!!error && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          {applyServerErrors(error, t)}
        </Alert>
      )}
    </>
  );
}

/** The export of a whole register (plants, customers, UCs), offered where an overview lists its records. */
export function RegisterExportBar({
  register,
  file,
  query = {},
}: {
  register: 'plants' | 'customers' | 'units';
  file: string;
  query?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  return (
    <ListExportBar
      path={`/energy/${register}/export/`}
      name={file}
      query={query}
      empty={false}
      label={(kind) =>
        t('energy.registerExport.label', {
          register: t(`energy.registerExport.${register}`),
          kind: kind.toUpperCase(),
        })
      }
    />
  );
}
