const DAY = 86_400_000;

export interface CalendarReturns {
  /** Simple returns between consecutive periods' last equity (one fewer than the periods). */
  returns: Float64Array;
  /** Bars per year used to annualise: 52, 12, 1, 365 or 252. */
  periodsPerYear: number;
}

type Grouping = 'day' | 'week' | 'month' | 'year';

export interface Calendar {
  /** Index of the last bar of each calendar period holding bars. */
  lastBars: Int32Array;
  periodsPerYear: number;
}

const calendars = new WeakMap<Float64Array, Calendar>();

function groupKey(grouping: Grouping, day: number): number {
  if (grouping === 'day') return day;
  // 1970-01-01 was a Thursday: (day + 3) counts from a Monday, so weeks run Monday..Sunday.
  if (grouping === 'week') return Math.floor((day + 3) / 7);
  const date = new Date(day * DAY);
  return grouping === 'month' ? date.getUTCFullYear() * 12 + date.getUTCMonth() : date.getUTCFullYear();
}

/** Depends on the timestamps only, so it is computed once per series and reused across runs. */
function calendarOf(time: Float64Array, periodDays: number): Calendar {
  const cached = calendars.get(time);
  if (cached !== undefined) return cached;
  const grouping: Grouping =
    periodDays === 7 ? 'week' : periodDays === 31 ? 'month' : periodDays === 365 ? 'year' : 'day';
  const n = time.length;
  const lastBars: number[] = [];
  let dayEnd = -Infinity;
  let key = NaN;
  let weekend = false;
  let weekendBars = 0;
  for (let i = 0; i < n; i++) {
    const t = time[i];
    if (t >= dayEnd) {
      const day = Math.floor(t / DAY);
      dayEnd = (day + 1) * DAY;
      weekend = (((day + 3) % 7) + 7) % 7 >= 5;
      const next = groupKey(grouping, day);
      if (next !== key) {
        if (i > 0) lastBars.push(i - 1);
        key = next;
      }
    }
    if (weekend) weekendBars++;
  }
  if (n > 0) lastBars.push(n - 1);
  const haveWeekends = weekendBars / n > (2 / 7) * 0.6;
  const periodsPerYear =
    periodDays === 7 ? 52 : periodDays === 31 ? 12 : periodDays === 365 ? 1 : haveWeekends ? 365 : 252;
  const calendar = { lastBars: Int32Array.from(lastBars), periodsPerYear };
  calendars.set(time, calendar);
  return calendar;
}

/** The calendar periods the statistics resample a series with bars `period` ms apart to. */
export const calendarPeriods = (time: Float64Array, period: number): Calendar =>
  calendarOf(time, Math.floor(period / DAY));

/**
 * Equity resampled to calendar days (weeks, months or years for such data), last value of each
 * period holding bars, and the simple returns between them.
 */
export function calendarReturns(time: Float64Array, equity: Float64Array, period: number): CalendarReturns {
  const { lastBars, periodsPerYear } = calendarPeriods(time, period);
  const returns = new Float64Array(Math.max(0, lastBars.length - 1));
  for (let k = 1; k < lastBars.length; k++)
    returns[k - 1] = equity[lastBars[k]] / equity[lastBars[k - 1]] - 1;
  return { returns, periodsPerYear };
}
