import { useQueryUpdate } from '@/shared/hooks/use-query-update.ts';
import type { PlantGenerationQuery } from '@alvorada/contracts';

/** The daily chart's windows: the last 30 or 90 days, or a month (YYYY-MM). */
export const DAY_WINDOWS = ['last30', 'last90'] as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The days a window covers; the last 30 days are the server's default and send nothing. */
export function daysOf(window: string, now = new Date()): Pick<PlantGenerationQuery, 'day_from' | 'day_to'> {
  if (window === 'last90') {
    const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 89);
    return { day_from: isoDay(from), day_to: isoDay(now) };
  }
  if (MONTH.test(window)) {
    const [year, month] = window.split('-').map(Number);
    return { day_from: `${window}-01`, day_to: isoDay(new Date(year!, month!, 0)) };
  }
  return {};
}

/** The daily chart's window, kept in the URL as `days` (absent: the last 30 days). */
export function useDayWindow() {
  const [params, updateQuery] = useQueryUpdate();
  const asked = params.get('days') ?? '';
  const window = asked === 'last90' || MONTH.test(asked) ? asked : 'last30';
  return {
    window,
    days: daysOf(window),
    choose: (next: string) =>
      updateQuery((query) => {
        if (next === 'last30') query.delete('days');
        else query.set('days', next);
      }),
  };
}
