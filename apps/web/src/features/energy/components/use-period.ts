import type { PeriodQuery } from '@alvorada/contracts';
import { useQueryUpdate } from '@/shared/hooks/use-query-update.ts';

export const PERIOD_PRESETS = ['last12', 'last24', 'thisYear', 'lastYear'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
const monthsBefore = (month: string, count: number) => {
  const [year, m] = month.split('-').map(Number);
  return monthOf(new Date(year!, m! - 1 - count, 1));
};

/** The months a preset covers, counted back from `now`'s month. */
export function presetRange(
  preset: PeriodPreset,
  now = new Date(),
): Required<Pick<PeriodQuery, 'from' | 'to'>> {
  const current = monthOf(now);
  const year = now.getFullYear();
  switch (preset) {
    case 'last12':
      return { from: monthsBefore(current, 11), to: current };
    case 'last24':
      return { from: monthsBefore(current, 23), to: current };
    case 'thisYear':
      return { from: `${year}-01`, to: current };
    case 'lastYear':
      return { from: `${year - 1}-01`, to: `${year - 1}-12` };
  }
}

/** The filters an overview keeps in the URL beside its period. */
export type ScopeFilter = 'plant_id' | 'distributor_id';

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The period of an overview page, kept in the URL (`from`, `to` as YYYY-MM) so that a reload or a shared
 * link shows the same months, with the plant and distributor filters. No parameters means the last 12 months
 * of every plant.
 */
export function usePeriod() {
  const [params, update] = useQueryUpdate();
  const fallback = presetRange('last12');
  const from = params.get('from') ?? fallback.from;
  const to = params.get('to') ?? fallback.to;
  const preset = PERIOD_PRESETS.find((p) => {
    const range = presetRange(p);
    return range.from === from && range.to === to;
  });
  return {
    period: {
      from,
      to,
      plant_id: idParam(params.get('plant_id')),
      distributor_id: idParam(params.get('distributor_id')),
    } satisfies PeriodQuery,
    /** Sets one filter, or removes it with undefined. */
    filter: (name: ScopeFilter, value: number | undefined) =>
      update((query) => {
        if (value === undefined) query.delete(name);
        else query.set(name, String(value));
      }),
    /** The preset the months match, or undefined for months chosen some other way (a shared link). */
    preset,
    choose: (next: PeriodPreset) =>
      update((query) => {
        if (next === 'last12') {
          query.delete('from');
          query.delete('to');
        } else {
          const range = presetRange(next);
          query.set('from', range.from);
          query.set('to', range.to);
        }
      }),
  };
}
