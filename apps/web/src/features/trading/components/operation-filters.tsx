import Grid from '@mui/material/Grid';
import { OPERATION_RESULTS, OPERATION_SIDES, OPERATION_SOURCES } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { DateField, INVALID_DATE } from '@/shared/ui/date-field/date-field.tsx';
import { ClearFiltersButton } from '@/shared/ui/grid/clear-filters-button.tsx';
import type { ServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { GridSearchField } from '@/shared/ui/grid/grid-search-field.tsx';
import { useInstruments, useStrategies } from '@/features/trading/api/trading-api.ts';

export const OPERATION_FILTERS = [
  'source',
  'side',
  'result',
  'instrument_id',
  'strategy_id',
  'from',
  'to',
] as const;
export type OperationsGrid = ServerGrid<(typeof OPERATION_FILTERS)[number]>;

/** The operations table's search and filters; each lives in the URL. */
export function OperationFilters({ grid }: { grid: OperationsGrid }) {
  const { t } = useTranslation();
  const instruments = useInstruments();
  const strategies = useStrategies();
  const labelled = (values: readonly string[], key: string) =>
    values.map((value) => ({ value, label: t(`trading.operations.${key}.${value}`) }));
  const select = (key: 'source' | 'side' | 'result', values: readonly string[]) => (
    <OptionSelect
      label={t(`trading.operations.filter.${key}`)}
      options={labelled(values, key)}
      value={grid.filters[key]}
      onChange={(next) => grid.setFilter(key, next)}
      emptyLabel={t('dataTable.all')}
    />
  );
  // A date filter changes once what is typed is a whole date (or nothing).
  const setDate = (key: 'from' | 'to') => (value: string) => {
    if (value !== INVALID_DATE) grid.setFilter(key, value);
  };
  return (
    <Grid container spacing={2} sx={{ p: 2, alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <GridSearchField grid={grid} label={t('trading.operations.search')} />
      </Grid>
      <Grid size={{ xs: 6, md: 3, lg: 1.5 }}>{select('source', OPERATION_SOURCES)}</Grid>
      <Grid size={{ xs: 6, md: 3, lg: 1.5 }}>{select('side', OPERATION_SIDES)}</Grid>
      <Grid size={{ xs: 6, md: 3, lg: 1.5 }}>{select('result', OPERATION_RESULTS)}</Grid>
      <Grid size={{ xs: 6, md: 3, lg: 2 }}>
        <OptionSelect
          label={t('trading.operations.filter.instrument')}
          options={(instruments.data?.results ?? []).map((i) => ({ value: String(i.id), label: i.symbol }))}
          value={grid.filters.instrument_id}
          onChange={(next) => grid.setFilter('instrument_id', next)}
          emptyLabel={t('dataTable.all')}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 2.5 }}>
        <OptionSelect
          label={t('trading.operations.filter.strategy')}
          options={(strategies.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={grid.filters.strategy_id}
          onChange={(next) => grid.setFilter('strategy_id', next)}
          emptyLabel={t('dataTable.all')}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3, lg: 2 }}>
        <DateField
          label={t('trading.operations.filter.from')}
          value={grid.filters.from}
          onChange={setDate('from')}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3, lg: 2 }}>
        <DateField
          label={t('trading.operations.filter.to')}
          value={grid.filters.to}
          onChange={setDate('to')}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 2 }}>
        <ClearFiltersButton grid={grid} />
      </Grid>
    </Grid>
  );
}
