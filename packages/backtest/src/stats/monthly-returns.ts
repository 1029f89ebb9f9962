const DAY = 86_400_000;

/** A calendar year's returns: each month's, and the year's compounded. */
export interface YearReturns {
  year: number;
  /** January to December, fractions; null for a month without bars (before the data, after it, or a closed market). */
  months: (number | null)[];
  /** The year's last equity over the previous year's (the initial equity for the first year) − 1. */
  total: number;
}

/**
 * Each UTC calendar month's return: its last bar's equity over the previous month's last (the first
 * month's over the first bar's). The months compound to the run's return.
 */
export function monthlyReturns(time: Float64Array, equity: Float64Array): YearReturns[] {
  const years: YearReturns[] = [];
  const n = equity.length;
  if (n === 0) return years;
  let previousEnd = equity[0];
  let yearStart = equity[0];
  let dayEnd = -Infinity;
  let month = -1;
  let current: YearReturns | undefined;
  const closeMonth = (last: number) => {
    const end = equity[last];
    current!.months[month % 12] = end / previousEnd - 1;
    current!.total = end / yearStart - 1;
    previousEnd = end;
  };
  for (let i = 0; i < n; i++) {
    const t = time[i];
    if (t < dayEnd) continue;
    const date = new Date(t);
    dayEnd = (Math.floor(t / DAY) + 1) * DAY;
    const next = date.getUTCFullYear() * 12 + date.getUTCMonth();
    if (next === month) continue;
    if (month >= 0) closeMonth(i - 1);
    month = next;
    const year = Math.floor(month / 12);
    if (current?.year !== year) {
      if (current) yearStart = previousEnd;
      // Years without any bar between two with bars keep a row of their own, empty.
      for (let y = (current?.year ?? year - 1) + 1; y <= year; y++)
        years.push({ year: y, months: Array<number | null>(12).fill(null), total: 0 });
      current = years.at(-1);
    }
  }
  closeMonth(n - 1);
  return years;
}
