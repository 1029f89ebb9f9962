/** A billing cycle or calendar month, `YYYY-MM` (the distributor's mês de referência). */
export type YearMonth = string;

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function assertYearMonth(value: unknown, name: string): asserts value is YearMonth {
  if (typeof value !== 'string') throw new TypeError(`${name} must be a YYYY-MM string, got ${typeof value}`);
  if (!YEAR_MONTH.test(value)) throw new RangeError(`${name} must be YYYY-MM, got "${value}"`);
}

export function monthIndex(month: YearMonth): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

export function fromMonthIndex(index: number): YearMonth {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

export function addMonths(month: YearMonth, count: number): YearMonth {
  return fromMonthIndex(monthIndex(month) + count);
}

export function yearOf(month: YearMonth): number {
  return Number(month.slice(0, 4));
}

export function daysInMonth(month: YearMonth): number {
  return new Date(Date.UTC(yearOf(month), Number(month.slice(5, 7)), 0)).getUTCDate();
}
