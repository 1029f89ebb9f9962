import { useQueryUpdate } from '@/shared/hooks/use-query-update.ts';
import type { DashboardRange } from '@/shared/ui/dashboard-card.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The last twelve months, this one included: from the first day eleven months back to today. */
export function defaultRange(now = new Date()): DashboardRange {
  return { from: dayOf(new Date(now.getFullYear(), now.getMonth() - 11, 1)), to: dayOf(now) };
}

/**
 * The dashboard's period, kept in the URL (`from`, `to` as YYYY-MM-DD) so a reload or a shared link shows
 * the same figures; none means the last twelve months. A start after the end is put in order.
 */
export function useDashboardRange() {
  const [params, update] = useQueryUpdate();
  const fallback = defaultRange();
  const read = (key: 'from' | 'to') => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : fallback[key];
  };
  const [from, to] = [read('from'), read('to')].sort();
  const range: DashboardRange = { from: from!, to: to! };
  const setEnd = (key: 'from' | 'to', value: string) =>
    update(
      (query) => {
        if (value) query.set(key, value);
        else query.delete(key);
      },
      { replace: true },
    );
  return { range, setEnd, isDefault: !params.has('from') && !params.has('to') };
}
