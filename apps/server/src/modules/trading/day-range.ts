import { AppError } from '../../platform/http/errors.ts';

/** A period of whole days (UTC) as a request names it: `YYYY-MM-DD`, both ends included, either left open. */
export interface DateRange {
  from?: string | null;
  to?: string | null;
}

const DAY = 86_400_000;

/**
 * The period as epoch milliseconds, `start` included and `end` excluded (the day after `to`), undefined for an
 * open end. A period ending before it starts is refused, on its `from`.
 */
export function dayRange(range: DateRange): { start?: number; end?: number } {
  const start = range.from ? Date.parse(`${range.from}T00:00:00Z`) : undefined;
  const end = range.to ? Date.parse(`${range.to}T00:00:00Z`) + DAY : undefined;
  if (start !== undefined && end !== undefined && start >= end)
    throw new AppError(400, 'date_range_reversed', { fields: { from: ['date_range_reversed'] } });
  return { start, end };
}
