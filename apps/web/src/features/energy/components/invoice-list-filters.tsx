import { useState } from 'react';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { INVOICE_STATUSES } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { invoiceStatusLabel } from '@/shared/i18n/labels.ts';
import { DateField, INVALID_DATE } from '@/shared/ui/date-field/date-field.tsx';
import { ClearFiltersButton } from '@/shared/ui/grid/clear-filters-button.tsx';
import { GridSearchField } from '@/shared/ui/grid/grid-search-field.tsx';
import type { ServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { useInvoiceFilterOptions } from '@/features/energy/api/invoice-list-api.ts';
import { centavosText, parseCentavos } from './money-input.ts';
import { ReportLookupField } from './report-lookup-field.tsx';
import { plantOptions } from './record-choice.tsx';
import { namedChoices } from './filter-select.tsx';

export const INVOICE_LIST_FILTERS = [
  'cycle',
  'status',
  'plant_id',
  'distributor_id',
  'customer_id',
  'unit_id',
  'amount_min',
  'amount_max',
  'due_from',
  'due_to',
] as const;
export type InvoiceListGrid = ServerGrid<(typeof INVOICE_LIST_FILTERS)[number]>;

/** An amount in reais typed as people write it, kept in the URL in centavos once the field is left. */
function AmountField({ grid, name }: { grid: InvoiceListGrid; name: 'amount_min' | 'amount_max' }) {
  const { t, i18n } = useTranslation();
  const stored = grid.filters[name];
  const shown = stored === '' ? '' : centavosText(Number(stored), i18n.language);
  const [typed, setTyped] = useState<string | null>(null);
  const parsed = typed === null || typed.trim() === '' ? null : parseCentavos(typed);
  const commit = () => {
    if (typed === null) return;
    if (typed.trim() === '') grid.setFilter(name, '');
    else if (parsed !== null) grid.setFilter(name, String(parsed));
    setTyped(null);
  };
  return (
    <TextField
      fullWidth
      size="small"
      label={t(`energy.invoiceList.filter.${name}`)}
      value={typed ?? shown}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      error={typed !== null && typed.trim() !== '' && parsed === null}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

/** A customer or a UC picked by name or number; after a reload it reads by its number until picked again. */
function LookupFilter({ grid, name }: { grid: InvoiceListGrid; name: 'customer_id' | 'unit_id' }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<{ id: number; label: string } | null>(null);
  const id = grid.filters[name];
  const value = id === '' ? null : picked?.id === Number(id) ? picked : { id: Number(id), label: `#${id}` };
  return (
    <ReportLookupField
      resource={name === 'customer_id' ? 'customers' : 'units'}
      label={t(`energy.invoiceList.filter.${name}`)}
      value={value}
      onChange={(choice) => {
        setPicked(choice);
        grid.setFilter(name, choice ? String(choice.id) : '');
      }}
    />
  );
}

/** The choices and, until they arrive (or when the address names another), the value the address holds. */
const withCurrent = (choices: { value: string; label: string }[], value: string) =>
  value === '' || choices.some((choice) => choice.value === value)
    ? choices
    : [...choices, { value, label: value }];

/** The invoice list's search and filters; each lives in the URL. */
export function InvoiceListFilters({ grid, lookups }: { grid: InvoiceListGrid; lookups: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const options = useInvoiceFilterOptions().data;
  const all = t('energy.filters.all');
  const select = (
    name: 'cycle' | 'status' | 'plant_id' | 'distributor_id',
    choices: { value: string; label: string }[],
  ) => (
    <OptionSelect
      label={t(`energy.invoiceList.filter.${name}`)}
      options={withCurrent(choices, grid.filters[name])}
      value={grid.filters[name]}
      onChange={(next) => grid.setFilter(name, next)}
      emptyLabel={all}
    />
  );
  // A date filter changes once what is typed is a whole date (or nothing).
  const date = (name: 'due_from' | 'due_to') => (
    <DateField
      label={t(`energy.invoiceList.filter.${name}`)}
      value={grid.filters[name]}
      onChange={(value) => value !== INVALID_DATE && grid.setFilter(name, value)}
    />
  );
  return (
    <Grid container spacing={2} sx={{ p: 2, alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <GridSearchField grid={grid} label={t('energy.invoiceList.search')} />
      </Grid>
      <Grid size={{ xs: 6, md: 3, lg: 2 }}>
        {select(
          'cycle',
          (options?.cycles ?? []).map((cycle) => ({ value: cycle, label: format.month(cycle) })),
        )}
      </Grid>
      <Grid size={{ xs: 6, md: 3, lg: 2 }}>
        {select(
          'status',
          INVOICE_STATUSES.map((status) => ({ value: status, label: invoiceStatusLabel(t, status) })),
        )}
      </Grid>
      <Grid size={{ xs: 6, md: 3, lg: 2 }}>{select('plant_id', plantOptions(options?.plants))}</Grid>
      <Grid size={{ xs: 6, md: 3, lg: 2 }}>
        {select('distributor_id', namedChoices(options?.distributors))}
      </Grid>
      {lookups && (
        <>
          <Grid size={{ xs: 12, md: 6, lg: 3 }}>
            <LookupFilter grid={grid} name="customer_id" />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 3 }}>
            <LookupFilter grid={grid} name="unit_id" />
          </Grid>
        </>
      )}
      <Grid size={{ xs: 6, md: 3, lg: 1.5 }}>
        <AmountField grid={grid} name="amount_min" />
      </Grid>
      <Grid size={{ xs: 6, md: 3, lg: 1.5 }}>
        <AmountField grid={grid} name="amount_max" />
      </Grid>
      <Grid size={{ xs: 6, md: 3, lg: 2 }}>{date('due_from')}</Grid>
      <Grid size={{ xs: 6, md: 3, lg: 2 }}>{date('due_to')}</Grid>
      <Grid size={{ xs: 12, lg: 'auto' }}>
        <ClearFiltersButton grid={grid} />
      </Grid>
    </Grid>
  );
}
