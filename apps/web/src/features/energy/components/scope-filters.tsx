import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { PeriodQuery, SummaryFilterOptions } from '@alvorada/contracts';
import type { ScopeFilter } from './use-period.ts';

/** The plant and distributor an overview is narrowed to; "all" clears the filter. */
export function ScopeFilters({
  options,
  period,
  onChange,
}: {
  /** Undefined until the first summary arrives. */
  options: SummaryFilterOptions | undefined;
  period: PeriodQuery;
  onChange: (name: ScopeFilter, value: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const filters = [
    { name: 'plant_id', label: t('energy.filters.plant'), choices: options?.plants ?? [] },
    { name: 'distributor_id', label: t('energy.filters.distributor'), choices: options?.distributors ?? [] },
  ] as const;
  return filters.map(({ name, label, choices }) => {
    const value = period[name];
    // A filter from a link shows as chosen before the options arrive.
    const known = value === undefined || choices.some((c) => c.id === value);
    return (
      <TextField
        key={name}
        select
        size="small"
        label={label}
        value={known ? String(value ?? '') : ''}
        onChange={(event) => onChange(name, event.target.value ? Number(event.target.value) : undefined)}
        sx={{ width: 220 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t('energy.filters.all')}</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={String(choice.id)}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
    );
  });
}
