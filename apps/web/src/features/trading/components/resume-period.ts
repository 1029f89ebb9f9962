import { useQueryUpdate } from '@/shared/hooks/use-query-update.ts';

export const RESUME_PRESETS = ['all', 'last12', 'thisYear', 'lastYear'] as const;
export type ResumePreset = (typeof RESUME_PRESETS)[number];
type Period = { from?: string; to?: string };

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The days a preset covers, up to `today` (the person's own calendar day); `all` leaves both ends open. */
export function presetPeriod(preset: ResumePreset, today = new Date()): Period {
  const year = today.getFullYear();
  switch (preset) {
    case 'all':
      return {};
    case 'last12':
      return { from: dayOf(new Date(year, today.getMonth() - 11, 1)), to: dayOf(today) };
    case 'thisYear':
      return { from: `${year}-01-01`, to: dayOf(today) };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

const dayParam = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * The summary's period, kept in the URL (`from`, `to` as YYYY-MM-DD, either left out for an open end) so
 * that a reload or a shared link shows the same days. No parameters: all the history.
 */
export function useResumePeriod() {
  const [params, update] = useQueryUpdate();
  const period: Period = { from: dayParam(params.get('from')), to: dayParam(params.get('to')) };
  const preset = RESUME_PRESETS.find((p) => {
    const range = presetPeriod(p);
    return range.from === period.from && range.to === period.to;
  });
  const change = (next: Period) =>
    update((query) => {
      for (const key of Object.keys(next) as (keyof Period)[]) {
        const value = next[key];
        if (value) query.set(key, value);
        else query.delete(key);
      }
    });
  return {
    period,
    /** The preset the days match, or undefined for days chosen one by one. */
    preset,
    choose: (next: ResumePreset) => change({ from: undefined, to: undefined, ...presetPeriod(next) }),
    /** Sets one end ('' opens it). */
    setEnd: (key: 'from' | 'to', value: string) => change({ [key]: value }),
  };
}
