import { Link as RouterLink, useParams } from 'react-router';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { Unit } from '@alvorada/contracts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import {
  connectionLabel,
  customerRoleLabel,
  customerStatusLabel,
  unitClassLabel,
} from '@/shared/i18n/labels.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useCustomer, useCustomerUnits, useInvoicesOf } from '@/features/energy/api/billing-api.ts';
import { useDetailFallback } from '@/features/energy/components/detail-fallback.tsx';
import { routeId } from '@/features/energy/components/detail-header.tsx';
import { unitPath } from '@/features/energy/components/detail-paths.ts';
import { formatDocument } from '@/features/energy/components/document-format.ts';
import { CustomerActions } from '@/features/energy/components/customer-actions.tsx';
import { customerFieldText } from '@/features/energy/components/customer-form-dialog.tsx';
import { FigureList } from '@/features/energy/components/figure-list.tsx';
import { RecordHistory } from '@/features/energy/components/record-history.tsx';
import { ContractsTable } from '@/features/energy/records/contract-records.tsx';
import { InvoicesTable } from '@/features/energy/components/invoices-table.tsx';
import { OverviewGrid } from '@/features/energy/components/overview-grid.tsx';
import { Section, TableSection } from '@/features/energy/components/overview-section.tsx';
import { ListExportBar } from '@/features/energy/components/list-export-bar.tsx';

function UnitsTable({ units }: { units: Unit[] }) {
  const { t } = useTranslation();
  if (!units.length)
    return <EmptyState title={t('energy.customer.noUnits')} body={t('energy.customer.noUnitsBody')} />;
  const column = (key: string) => t(`energy.customer.unitColumns.${key}`);
  const columns: GridColDef<Unit>[] = [
    {
      field: 'installation_number',
      headerName: column('installation'),
      width: 150,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={unitPath(row.id)} sx={{ fontWeight: 600 }}>
          {row.installation_number}
        </Link>
      ),
    },
    {
      field: 'unit_class',
      headerName: column('class'),
      flex: 1,
      minWidth: 130,
      valueFormatter: (v: string) => unitClassLabel(t, v),
    },
    {
      field: 'connection',
      headerName: column('connection'),
      flex: 1.4,
      minWidth: 190,
      valueFormatter: (v: string | null) => (v ? connectionLabel(t, v) : '—'),
    },
    {
      field: 'city',
      headerName: column('place'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_v, row) => (row.city ? `${row.city}/${row.uf}` : row.uf),
    },
    {
      field: 'active',
      headerName: column('active'),
      width: 110,
      valueFormatter: (v: boolean) => t(v ? 'common.yes' : 'common.no'),
    },
  ];
  return <OverviewGrid rows={units} columns={columns} />;
}

/**
 * /prosumidores/clientes/:id: a customer's data (the CPF/CNPJ masked unless the reader's field rule allows
 * it), UCs, and, for a reader of Financeiro, contracts and invoices.
 */
export default function CustomerDetailPage() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const mayReadFinance = useAbility().can('read', 'Financeiro') && id !== null;
  const customer = useCustomer(id);
  const units = useCustomerUnits(id);
  const invoices = useInvoicesOf({ customer_id: id ?? 0 }, mayReadFinance);
  // The page is its customer and the customer's UCs: either failing to load is the page's load error.
  const { title, back, fallback } = useDetailFallback(
    id,
    {
      error: customer.error,
      isError: customer.isError || units.isError,
      refetch: () => Promise.all([customer.refetch(), units.refetch()]),
    },
    'customer',
  );
  if (fallback) return fallback;
  const c = customer.data;
  const f = (key: string) => t(`energy.customer.fields.${key}`);
  return (
    <>
      <PageHeader
        title={c?.name ?? title}
        subtitle={
          c &&
          [customerRoleLabel(t, c.role), c.status && customerStatusLabel(t, c.status)]
            .filter(Boolean)
            .join(' · ')
        }
        actions={
          <>
            {c && <CustomerActions customer={c} />}
            {back}
          </>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Section title={t('energy.customer.dataTitle')} loading={!c} height={200}>
            {c && (
              <>
                <FigureList
                  testId="customer-data"
                  figures={[
                    { label: f('personType'), value: t(`energy.customer.personType.${c.person_type}`) },
                    {
                      label: f(c.person_type === 'PJ' ? 'cnpj' : 'cpf'),
                      value: <bdi data-document-full={c.document_full}>{formatDocument(c.cpf_cnpj)}</bdi>,
                    },
                    { label: f('email'), value: c.email || '—' },
                    { label: f('phone'), value: c.phone ? <bdi>{c.phone}</bdi> : '—' },
                    { label: f('role'), value: customerRoleLabel(t, c.role) },
                    { label: f('status'), value: c.status ? customerStatusLabel(t, c.status) : '' },
                  ]}
                />
                {!c.document_full && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('energy.customer.masked')}
                  </Typography>
                )}
              </>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <TableSection
            title={t('energy.customer.unitsTitle')}
            table={
              units.data &&
              id !== null && (
                <>
                  <ListExportBar
                    path="/energy/units/export/"
                    name="ucs"
                    query={{ customer_id: id }}
                    empty={!units.data.count}
                  />
                  <UnitsTable units={units.data.results} />
                </>
              )
            }
          />
        </Grid>
        {id !== null && (
          <Grid size={12}>
            <RecordHistory
              resource="customers"
              id={id}
              label={(field) => t(`energy.records.customerFields.${field}`)}
              show={(field, value) => customerFieldText(t, field, value)}
            />
          </Grid>
        )}
        {mayReadFinance && (
          <>
            <Grid size={12}>
              <TableSection
                title={t('energy.customer.contractsTitle')}
                table={id !== null && <ContractsTable customerId={id} />}
              />
            </Grid>
            <Grid size={12}>
              <TableSection
                title={t('energy.customer.invoicesTitle')}
                table={invoices.data && <InvoicesTable invoices={invoices.data.results} />}
              />
            </Grid>
          </>
        )}
      </Grid>
    </>
  );
}
