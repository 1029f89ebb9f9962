import { useTranslation } from 'react-i18next';
import type { PeriodQuery, SummaryFilterOptions } from '@alvorada/contracts';
import { FilterSelect, namedChoices } from './filter-select.tsx';
import { plantOptions } from './record-choice.tsx';
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
    { name: 'plant_id', label: t('energy.filters.plant'), choices: plantOptions(options?.plants) },
    {
      name: 'distributor_id',
      label: t('energy.filters.distributor'),
      choices: namedChoices(options?.distributors),
    },
  ] as const;
  return filters.map(({ name, label, choices }) => (
    <FilterSelect
      key={name}
      label={label}
      all={t('energy.filters.all')}
      value={String(period[name] ?? '')}
      choices={choices}
      width={220}
      onChange={(value) => onChange(name, value ? Number(value) : undefined)}
    />
  ));
}
