import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES, REPORT_TYPES, type ReportSummary } from '@alvorada/contracts';
import type { ServerGrid } from '@/shared/ui/grid/use-server-grid.ts';

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
    choices: { value: string; label: string }[];
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
      choices: (options?.plants ?? []).map((p) => ({ value: String(p.id), label: p.name })),
      width: 200,
    },
  ];
  return filters.map(({ name, label, all, choices, width }) => {
    const value = grid.filters[name];
    const known = value === '' || choices.some((c) => c.value === value);
    return (
      <TextField
        key={name}
        select
        size="small"
        label={label}
        value={known ? value : ''}
        onChange={(event) => grid.setFilter(name, event.target.value)}
        sx={{ width }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{all}</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    );
  });
}
