/** Each month's return of an equity curve, by year: the month's last equity over the previous month's. */
export interface MonthlyReturns {
  years: number[];
  /** [month 0–11, index in `years`, return as a fraction]. */
  cells: [number, number, number][];
  /** Each year's return, in the order of `years`. */
  yearly: number[];
}

/**
 * Months are UTC calendar months; the first month is measured from the initial cash. A month without a
 * point of the curve (a market closed all month) has no cell.
 */
export function monthlyReturns(curve: { time: number[]; equity: number[] }, cash: number): MonthlyReturns {
  const ends = new Map<number, number>();
  curve.time.forEach((time, i) => {
    const date = new Date(time);
    ends.set(date.getUTCFullYear() * 12 + date.getUTCMonth(), curve.equity[i]!);
  });
  const months = [...ends.keys()].sort((a, b) => a - b);
  if (months.length === 0) return { years: [], cells: [], yearly: [] };
  const first = Math.floor(months[0]! / 12);
  const last = Math.floor(months.at(-1)! / 12);
  const years = Array.from({ length: last - first + 1 }, (_, k) => first + k);
  const cells: [number, number, number][] = [];
  const yearEnd = new Map<number, number>();
  let previous = cash;
  for (const month of months) {
    const end = ends.get(month)!;
    cells.push([month % 12, Math.floor(month / 12) - first, end / previous - 1]);
    yearEnd.set(Math.floor(month / 12), end);
    previous = end;
  }
  let start = cash;
  const yearly = years.map((year) => {
    const end = yearEnd.get(year) ?? start;
    const change = end / start - 1;
    start = end;
    return change;
  });
  return { years, cells, yearly };
}
