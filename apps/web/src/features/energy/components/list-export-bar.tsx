import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { ExportButtons, useListExport } from '@/shared/ui/grid/list-export.tsx';

/** The CSV and XLSX export of an energy list as it is filtered, above its grid, and why an export failed. */
export function ListExportBar({
  path,
  name,
  query,
  empty,
}: {
  path: string;
  name: string;
  query: Record<string, unknown>;
  empty: boolean;
}) {
  const { t } = useTranslation();
  const { error, exportAs } = useListExport(path, name, query);
  return (
    <>
      <ExportButtons
        onExport={exportAs}
        label={(kind) => t(`energy.invoiceList.export.${kind}`)}
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
