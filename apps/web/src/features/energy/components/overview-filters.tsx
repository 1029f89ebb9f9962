import type { SummaryFilterOptions } from '@alvorada/contracts';
import { PeriodSelect } from './period-select.tsx';
import { ScopeFilters } from './scope-filters.tsx';
import type { usePeriod } from './use-period.ts';

/** An overview header's filters: plant and distributor when the page offers them, then the period. */
export function OverviewFilters({
  state: { period, preset, choose, filter },
  options,
  scoped = false,
}: {
  state: ReturnType<typeof usePeriod>;
  options?: SummaryFilterOptions;
  /** Whether the page offers the plant and distributor filters. */
  scoped?: boolean;
}) {
  return (
    <>
      {scoped && <ScopeFilters options={options} period={period} onChange={filter} />}
      <PeriodSelect preset={preset} from={period.from} to={period.to} onChange={choose} />
    </>
  );
}
