import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatement } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useInvoiceStatement } from '@/features/energy/api/billing-api.ts';
import { routeId } from '@/features/energy/components/detail-header.tsx';
import { DetailKpis } from '@/features/energy/components/detail-facts.tsx';
import { useDetailFallback } from '@/features/energy/components/detail-fallback.tsx';
import { InvoiceActions } from '@/features/energy/components/invoice-actions.tsx';
import { InvoiceCopiesTable } from '@/features/energy/components/invoice-copies-table.tsx';
import { InvoiceDocumentActions } from '@/features/energy/components/invoice-document-actions.tsx';
import { InvoiceFacts } from '@/features/energy/components/invoice-facts.tsx';
import {
  DistributorBillLines,
  InvoiceLines,
  SavingsStatement,
} from '@/features/energy/components/invoice-figures.tsx';
import { InvoiceHistoryTable } from '@/features/energy/components/invoice-history-table.tsx';
import { InvoicePaymentsTable } from '@/features/energy/components/invoice-payments-table.tsx';
import { ListExportBar } from '@/features/energy/components/list-export-bar.tsx';
import { InvoicePix } from '@/features/energy/components/invoice-pix.tsx';
import { kpiTexts } from '@/features/energy/components/kpi-texts.ts';
import { Section, TableSection } from '@/features/energy/components/overview-section.tsx';

/**
 * /financeiro/faturas/:id: the invoice's savings statement (§3.5), its lines, its PIX code, payments and second
 * copies, and the actions on it: its PDF (download, e-mail), register a payment (late charges shown first), issue
 * a second copy, cancel.
 */
export default function InvoiceDetailPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = routeId(useParams().id);
  const statement = useInvoiceStatement(id);
  const { title, back, fallback } = useDetailFallback(id, statement, 'invoice');
  if (fallback || id === null) return fallback;
  const data = statement.data;
  const invoice = data?.invoice;
  const kpi = kpiTexts(t, 'energy.invoice');
  const saving = (totals: InvoiceStatement['since_start'] | undefined) =>
    totals && {
      value: format.centavos(totals.savings_centavos),
      caption: t('energy.invoice.kpi.caption', {
        ratio: totals.savings_ratio === null ? '—' : format.percent(totals.savings_ratio),
        cycles: totals.cycles,
      }),
    };
  return (
    <>
      <PageHeader
        title={invoice ? t('energy.invoice.title', { cycle: format.month(invoice.cycle) }) : title}
        subtitle={
          invoice &&
          t('energy.invoice.subtitle', {
            issued: format.day(invoice.issue_date),
            due: format.day(invoice.due_date),
          })
        }
        actions={
          // The actions take a row of their own below the title, which would otherwise wrap beside them.
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexBasis: '100%', flexWrap: 'wrap' }}>
            {back}
            <InvoiceDocumentActions id={id} statement={data} />
            <InvoiceActions id={id} statement={data} />
          </Stack>
        }
      />
      <Grid container spacing={3}>
        <Grid size={12}>
          <InvoiceFacts statement={data} />
        </Grid>
        {invoice?.worse_off_warning && (
          <Grid size={12}>
            <Alert severity="warning" data-testid="worse-off">
              {t('energy.invoice.worseOff')}
            </Alert>
          </Grid>
        )}
        <DetailKpis
          lg={3}
          kpis={[
            <KpiCard
              {...kpi('cycle')}
              value={invoice && format.centavos(invoice.savings_centavos)}
              caption={data && data.savings_ratio !== null && format.percent(data.savings_ratio)}
              attention={invoice?.worse_off_warning}
            />,
            <KpiCard {...kpi('sinceStart')} {...(saving(data?.since_start) ?? { value: undefined })} />,
            <KpiCard {...kpi('last12')} {...(saving(data?.last_12_months) ?? { value: undefined })} />,
            <KpiCard {...kpi('open')} value={data && format.centavos(data.open_centavos)} />,
          ]}
        />
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <Section title={t('energy.invoice.pix.title')} loading={!data} height={320}>
            {data && <InvoicePix statement={data} />}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <Section title={t('energy.invoice.savingsTitle')} loading={!data} height={320}>
            {data && <SavingsStatement statement={data} />}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <Section title={t('energy.invoice.linesTitle')} loading={!data} height={320}>
            {data && <InvoiceLines statement={data} />}
          </Section>
        </Grid>
        {(['CONTA_COM_GD', 'CONTA_SEM_GD'] as const).map((group) => (
          <Grid key={group} size={{ xs: 12, md: 6 }}>
            <Section title={t(`energy.invoice.billTitle.${group}`)} loading={!data}>
              {data && <DistributorBillLines statement={data} group={group} />}
            </Section>
          </Grid>
        ))}
        <Grid size={12}>
          <TableSection
            title={t('energy.invoice.historyTitle')}
            table={data && <InvoiceHistoryTable statement={data} />}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: data?.copies.length ? 7 : 12 }}>
          <TableSection
            title={t('energy.invoice.paymentsTitle')}
            table={
              data &&
              id !== null && (
                <>
                  <ListExportBar
                    path="/energy/payments/export/"
                    name="pagamentos"
                    query={{ invoice_id: id }}
                    empty={!data.payments.length}
                  />
                  <InvoicePaymentsTable payments={data.payments} />
                </>
              )
            }
          />
        </Grid>
        {!!data?.copies.length && (
          <Grid size={{ xs: 12, lg: 5 }}>
            <TableSection
              title={t('energy.invoice.copiesTitle')}
              table={<InvoiceCopiesTable copies={data.copies} />}
            />
          </Grid>
        )}
      </Grid>
    </>
  );
}
