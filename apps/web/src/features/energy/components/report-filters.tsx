import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES, REPORT_TYPES, type ReportSummary } from '@alvorada/contracts';
import type { ServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { FilterSelect, type FilterChoice } from './filter-select.tsx';
import { plantOptions } from './record-choice.tsx';

export const REPORT_FILTERS = ['type', 'status', 'plant_id'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** The history's filters (type, status, plant), kept in the URL; "all" clears one. */
export function ReportFilters({
  grid,
  options,
}: {
  grid: ServerGrid<ReportFilter>;
  options: ReportSummary['options'] | undefined;
}) {
  const { t } = useTranslation();
  const filters: {
    name: ReportFilter;
    label: string;
    all: string;
    choices: FilterChoice[];
    width: number;
  }[] = [
    {
      name: 'type',
      label: t('energy.reports.filters.type'),
      all: t('energy.reports.filters.all'),
      choices: REPORT_TYPES.map((type) => ({ value: type, label: t(`energy.reports.type.${type}`) })),
      width: 240,
    },
    {
      name: 'status',
      label: t('energy.reports.filters.status'),
      all: t('energy.reports.filters.all'),
      choices: REPORT_STATUSES.map((status) => ({
        value: status,
        label: t(`energy.reports.status.${status}`),
      })),
      width: 160,
    },
    {
      name: 'plant_id',
      label: t('energy.filters.plant'),
      all: t('energy.filters.all'),
      choices: plantOptions(options?.plants),
      width: 200,
    },
  ];
  return filters.map(({ name, ...filter }) => (
    <FilterSelect
      key={name}
      {...filter}
      value={grid.filters[name]}
      onChange={(value) => grid.setFilter(name, value)}
    />
  ));
}
