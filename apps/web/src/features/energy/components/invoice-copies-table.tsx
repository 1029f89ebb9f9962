import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { InvoiceCopy } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { OverviewGrid } from '@/features/energy/components/overview-grid.tsx';

/** An invoice's second copies: each new due date and the charges it added. */
export function InvoiceCopiesTable({ copies }: { copies: InvoiceCopy[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const column = (key: string) => t(`energy.invoice.copyColumns.${key}`);
  const columns: GridColDef<InvoiceCopy>[] = [
    {
      field: 'issued_on',
      headerName: column('issuedOn'),
      flex: 1,
      minWidth: 120,
      valueFormatter: format.day,
    },
    {
      field: 'previous_due_date',
      headerName: column('previousDue'),
      flex: 1,
      minWidth: 130,
      valueFormatter: format.day,
    },
    { field: 'due_date', headerName: column('due'), flex: 1, minWidth: 120, valueFormatter: format.day },
    {
      field: 'fine_centavos',
      headerName: column('charges'),
      type: 'number',
      flex: 1,
      minWidth: 120,
      valueGetter: (_v, row) => row.fine_centavos + row.interest_centavos,
      valueFormatter: format.centavos,
    },
    {
      field: 'total_centavos',
      headerName: column('total'),
      type: 'number',
      flex: 1,
      minWidth: 120,
      valueFormatter: format.centavos,
    },
  ];
  return <OverviewGrid rows={copies} columns={columns} />;
}
