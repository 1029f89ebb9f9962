import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import type { InvoiceCopy, InvoiceStatement, Payment } from '@alvorada/contracts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { paymentMethodLabel, pricingModeLabel } from '@/shared/i18n/labels.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useCancelInvoice, useInvoiceStatement } from '@/features/energy/api/billing-api.ts';
import { CopyDialog } from '@/features/energy/components/copy-dialog.tsx';
import {
  BackButton,
  DetailLoadError,
  DetailNotFound,
  routeId,
} from '@/features/energy/components/detail-header.tsx';
import { customerPath, invoicePath, unitPath } from '@/features/energy/components/detail-paths.ts';
import { FigureList } from '@/features/energy/components/figure-list.tsx';
import { InvoiceStatusChip } from '@/features/energy/components/invoice-status-chip.tsx';
import { OverviewGrid } from '@/features/energy/components/overview-grid.tsx';
import { Section, TableSection } from '@/features/energy/components/overview-section.tsx';
import { PaymentDialog } from '@/features/energy/components/payment-dialog.tsx';

type Dialog = 'pay' | 'copy' | 'cancel' | null;

/** §3.5: what the customer would have paid, what they paid, and the saving, for the cycle. */
function SavingsStatement({ statement }: { statement: InvoiceStatement }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const i = statement.invoice;
  const k = (key: string) => t(`energy.invoice.savings.${key}`);
  return (
    <FigureList
      testId="savings-statement"
      figures={[
        { label: k('consumption'), value: format.energy(i.consumption_kwh) },
        { label: k('compensated'), value: format.energy(i.compensated_kwh) },
        { label: k('balance'), value: format.energy(i.credit_balance_kwh) },
        { label: k('expiring'), value: format.energy(i.expiring_kwh), hint: k('expiringHint') },
        {
          label: k('withoutGd'),
          value: format.centavos(i.bill_without_gd_centavos),
          hint: k('withoutGdHint'),
        },
        { label: k('withGd'), value: format.centavos(i.bill_with_gd_centavos) },
        { label: k('invoice'), value: format.centavos(i.amount_centavos) },
        {
          label: k('saving'),
          value: `${format.centavos(i.savings_centavos)}${
            statement.savings_ratio === null ? '' : ` (${format.percent(statement.savings_ratio)})`
          }`,
          total: true,
        },
      ]}
    />
  );
}

/** The invoice's lines: the energy of the cycle, late charges carried from earlier invoices, a copy's. */
function InvoiceLines({ statement }: { statement: InvoiceStatement }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const i = statement.invoice;
  const k = (key: string) => t(`energy.invoice.lines.${key}`);
  return (
    <FigureList
      testId="invoice-lines"
      figures={[
        {
          label: t('energy.invoice.lines.energy', { cycle: format.month(i.cycle) }),
          value: format.centavos(i.amount_centavos),
          hint: t('energy.invoice.lines.energyHint', { kwh: format.energy(i.compensated_kwh) }),
        },
        ...statement.carried.map((c) => ({
          label: t('energy.invoice.lines.carried', { cycle: format.month(c.cycle) }),
          value: format.centavos(c.charges_centavos),
          hint: t('energy.invoice.lines.carriedHint', { date: format.day(c.credited_on), days: c.days_late }),
        })),
        ...(i.copy_charges_centavos > 0
          ? [{ label: k('copyCharges'), value: format.centavos(i.copy_charges_centavos) }]
          : []),
        { label: k('total'), value: format.centavos(i.total_centavos), total: true },
        { label: k('paid'), value: format.centavos(i.paid_centavos) },
        { label: k('open'), value: format.centavos(statement.open_centavos), total: true },
      ]}
    />
  );
}

function PaymentsTable({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!payments.length)
    return <EmptyState title={t('energy.invoice.noPayments')} body={t('energy.invoice.noPaymentsBody')} />;
  const column = (key: string) => t(`energy.invoice.paymentColumns.${key}`);
  const columns: GridColDef<Payment>[] = [
    {
      field: 'credited_on',
      headerName: column('creditedOn'),
      flex: 1,
      minWidth: 120,
      valueFormatter: format.day,
    },
    {
      field: 'method',
      headerName: column('method'),
      flex: 1,
      minWidth: 130,
      valueFormatter: (v: string) => paymentMethodLabel(t, v),
    },
    {
      field: 'amount_centavos',
      headerName: column('amount'),
      type: 'number',
      flex: 1,
      minWidth: 120,
      valueFormatter: format.centavos,
    },
    {
      field: 'late_charges_centavos',
      headerName: column('charges'),
      type: 'number',
      flex: 1,
      minWidth: 120,
      valueFormatter: format.centavos,
    },
    {
      field: 'carried_to_invoice_id',
      headerName: column('carriedTo'),
      flex: 1.2,
      minWidth: 160,
      renderCell: ({ row }) =>
        row.carried_to_invoice_id ? (
          <Link component={RouterLink} to={invoicePath(row.carried_to_invoice_id)}>
            {t('energy.invoice.nextInvoice')}
          </Link>
        ) : row.late_charges_centavos > 0 ? (
          t('energy.invoice.pendingCarry')
        ) : (
          '—'
        ),
    },
  ];
  return <OverviewGrid rows={payments} columns={columns} />;
}

function CopiesTable({ copies }: { copies: InvoiceCopy[] }) {
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

function HistoryTable({ statement }: { statement: InvoiceStatement }) {
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

/**
 * /financeiro/faturas/:id: the invoice's savings statement (§3.5), its lines, payments and second copies, and
 * the actions on it: register a payment (late charges shown first), issue a second copy, cancel.
 */
export default function InvoiceDetailPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const ability = useAbility();
  const id = routeId(useParams().id);
  const statement = useInvoiceStatement(id);
  const cancel = useCancelInvoice(id ?? 0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const back = <BackButton to="/financeiro/visao-geral" label={t('energy.invoice.back')} />;
  const title = t('page.financeiroFatura');
  const notFound =
    id === null || (statement.error instanceof ApiRequestError && statement.error.status === 404);
  if (notFound)
    return (
      <DetailNotFound
        title={title}
        back={back}
        icon={<ReceiptLongOutlined sx={{ fontSize: 48 }} />}
        message={t('energy.invoice.notFound')}
        body={t('energy.invoice.notFoundBody')}
      />
    );
  if (statement.isError)
    return (
      <DetailLoadError
        title={title}
        back={back}
        message={t('energy.loadError')}
        onRetry={() => void statement.refetch()}
      />
    );
  const data = statement.data;
  const invoice = data?.invoice;
  const isOpen = invoice && ['EMITIDA', 'VENCIDA', 'PAGA_PARCIAL'].includes(invoice.status);
  const mayPay = ability.can('create', 'Financeiro') && isOpen;
  const mayChange = ability.can('update', 'Financeiro');
  const kpi = (key: string) => ({
    label: t(`energy.invoice.kpi.${key}`),
    definition: t(`energy.invoice.kpi.${key}Def`),
  });
  const saving = (totals: InvoiceStatement['since_start'] | undefined) =>
    totals && {
      value: format.centavos(totals.savings_centavos),
      caption: t('energy.invoice.kpi.caption', {
        ratio: totals.savings_ratio === null ? '—' : format.percent(totals.savings_ratio),
        cycles: totals.cycles,
      }),
    };
  const cancelError = cancel.error instanceof ApiRequestError ? cancel.error.detail : null;
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
          <>
            {back}
            {mayPay && (
              <Button variant="contained" onClick={() => setDialog('pay')}>
                {t('energy.invoice.actions.pay')}
              </Button>
            )}
            {mayChange && isOpen && (
              <Button variant="outlined" onClick={() => setDialog('copy')}>
                {t('energy.invoice.actions.copy')}
              </Button>
            )}
            {mayChange && invoice && invoice.status !== 'CANCELADA' && invoice.status !== 'PAGA' && (
              <Button color="error" onClick={() => setDialog('cancel')}>
                {t('energy.invoice.actions.cancel')}
              </Button>
            )}
          </>
        }
      />
      <Grid container spacing={3}>
        <Grid size={12}>
          <Card sx={{ p: 2 }}>
            {data && invoice ? (
              <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <InvoiceStatusChip status={invoice.status} />
                <Typography component="span">
                  {t('energy.invoice.customer')}{' '}
                  <Link
                    component={RouterLink}
                    to={customerPath(invoice.customer_id)}
                    sx={{ fontWeight: 600 }}
                  >
                    {invoice.customer_name}
                  </Link>
                </Typography>
                <Typography component="span">
                  {t('energy.invoice.unit')}{' '}
                  <Link component={RouterLink} to={unitPath(data.unit.id)} sx={{ fontWeight: 600 }}>
                    {data.unit.installation_number}
                  </Link>
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('energy.invoice.pricing', {
                    mode: pricingModeLabel(t, data.contract.pricing_mode),
                    discount: format.percent(data.contract.discount_ppm / 1e6),
                  })}
                />
                <Chip size="small" variant="outlined" label={paymentMethodLabel(t, invoice.payment_method)} />
              </Stack>
            ) : (
              <Skeleton variant="rounded" height={24} />
            )}
          </Card>
        </Grid>
        {invoice?.worse_off_warning && (
          <Grid size={12}>
            <Alert severity="warning" data-testid="worse-off">
              {t('energy.invoice.worseOff')}
            </Alert>
          </Grid>
        )}
        {[
          <KpiCard
            {...kpi('cycle')}
            value={invoice && format.centavos(invoice.savings_centavos)}
            caption={data && data.savings_ratio !== null && format.percent(data.savings_ratio)}
            attention={invoice?.worse_off_warning}
          />,
          <KpiCard {...kpi('sinceStart')} {...(saving(data?.since_start) ?? { value: undefined })} />,
          <KpiCard {...kpi('last12')} {...(saving(data?.last_12_months) ?? { value: undefined })} />,
          <KpiCard {...kpi('open')} value={data && format.centavos(data.open_centavos)} />,
        ].map((card, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
            {card}
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('energy.invoice.savingsTitle')} loading={!data} height={320}>
            {data && <SavingsStatement statement={data} />}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('energy.invoice.linesTitle')} loading={!data} height={320}>
            {data && <InvoiceLines statement={data} />}
          </Section>
        </Grid>
        <Grid size={12}>
          <TableSection
            title={t('energy.invoice.historyTitle')}
            table={data && <HistoryTable statement={data} />}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: data?.copies.length ? 7 : 12 }}>
          <TableSection
            title={t('energy.invoice.paymentsTitle')}
            table={data && <PaymentsTable payments={data.payments} />}
          />
        </Grid>
        {!!data?.copies.length && (
          <Grid size={{ xs: 12, lg: 5 }}>
            <TableSection
              title={t('energy.invoice.copiesTitle')}
              table={<CopiesTable copies={data.copies} />}
            />
          </Grid>
        )}
      </Grid>
      {data && dialog === 'pay' && <PaymentDialog statement={data} open onClose={() => setDialog(null)} />}
      {data && dialog === 'copy' && <CopyDialog statement={data} open onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('energy.invoice.cancel.title')}
        body={
          invoice &&
          t('energy.invoice.cancel.body', {
            cycle: format.month(invoice.cycle),
            customer: invoice.customer_name,
            amount: format.centavos(invoice.total_centavos),
          })
        }
        confirmLabel={t('energy.invoice.cancel.confirm')}
        pending={cancel.isPending}
        error={cancelError}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setDialog(null) })}
        onClose={() => {
          cancel.reset();
          setDialog(null);
        }}
      />
    </>
  );
}
