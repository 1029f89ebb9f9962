import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useInvoiceList } from '@/features/energy/api/invoice-list-api.ts';
import {
  INVOICE_LIST_FILTERS,
  InvoiceListFilters,
} from '@/features/energy/components/invoice-list-filters.tsx';
import { InvoiceListGrid } from '@/features/energy/components/invoice-list-grid.tsx';
import { ListExportBar } from '@/features/energy/components/list-export-bar.tsx';

const TOTALS = ['count', 'amount_centavos', 'paid_centavos', 'open_centavos'] as const;

/**
 * /financeiro/faturas: every invoice the cycle closes issued, filtered (a cycle's "Ver faturas" opens it on
 * that cycle), totalled over the filtered set and exported as it is filtered.
 */
export default function InvoicesPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const ability = useAbility();
  const grid = useServerGrid(INVOICE_LIST_FILTERS);
  const invoices = useInvoiceList(grid.query);
  const totals = invoices.data?.totals;
  const key = (total: (typeof TOTALS)[number]) => total.replace('_centavos', '');

  return (
    <>
      <PageHeader title={t('page.financeiroFaturas')} subtitle={t('energy.invoiceList.subtitle')} />
      <Grid container spacing={3} sx={{ mb: 3 }}>
        {TOTALS.map((total) => (
          <Grid key={total} size={{ xs: 12, sm: 6, md: 3 }}>
            <KpiCard
              label={t(`energy.invoiceList.totals.${key(total)}`)}
              definition={t(`energy.invoiceList.totals.${key(total)}Hint`)}
              value={
                totals && (total === 'count' ? format.number(totals.count) : format.centavos(totals[total]))
              }
            />
          </Grid>
        ))}
      </Grid>
      <Card>
        <InvoiceListFilters grid={grid} lookups={ability.can('read', 'Prosumidor')} />
        <ListExportBar
          path="/energy/invoices/export/"
          name="faturas"
          query={grid.query}
          empty={!totals?.count}
        />
        {!!invoices.error && (
          <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
            {applyServerErrors(invoices.error, t)}
          </Alert>
        )}
        {totals?.count === 0 ? (
          <EmptyState title={t('energy.invoiceList.empty')} body={t('energy.invoiceList.emptyBody')} />
        ) : (
          <InvoiceListGrid grid={grid} page={invoices.data} loading={invoices.isFetching} />
        )}
      </Card>
    </>
  );
}
