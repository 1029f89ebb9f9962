import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatement } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { invoicePath } from '@/features/energy/components/detail-paths.ts';
import { OverviewGrid } from '@/features/energy/components/overview-grid.tsx';

/** The saving of the UC's last cycles, this invoice's in bold and the others linked. */
export function InvoiceHistoryTable({ statement }: { statement: InvoiceStatement }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const column = (key: string) => t(`energy.invoice.historyColumns.${key}`);
  const columns: GridColDef<InvoiceStatement['history'][number]>[] = [
    {
      field: 'cycle',
      headerName: column('cycle'),
      width: 130,
      renderCell: ({ row }) =>
        row.id === statement.invoice.id ? (
          <strong>{format.month(row.cycle)}</strong>
        ) : (
          <Link component={RouterLink} to={invoicePath(row.id)}>
            {format.month(row.cycle)}
          </Link>
        ),
    },
    ...(
      ['bill_without_gd_centavos', 'bill_with_gd_centavos', 'amount_centavos', 'savings_centavos'] as const
    ).map((field) => ({
      field,
      headerName: column(field),
      type: 'number' as const,
      flex: 1,
      minWidth: 130,
      valueFormatter: format.centavos,
    })),
    {
      field: 'worse_off_warning',
      headerName: column('warning'),
      width: 120,
      renderCell: ({ value }) =>
        value ? <Chip size="small" color="warning" label={t('energy.invoice.worseOffShort')} /> : '—',
    },
  ];
  return (
    <OverviewGrid
      rows={statement.history}
      columns={columns}
      initialState={{ sorting: { sortModel: [{ field: 'cycle', sort: 'desc' }] } }}
    />
  );
}
