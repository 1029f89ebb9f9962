import type { Timeframe } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';

const DATE_LABELLED: readonly Timeframe[] = ['1d', '1w', '1M'];

/**
 * A bar's time as the reader reads it: daily and longer bars are labelled by their session date (midnight
 * UTC, shown as that date whatever the reader's zone); shorter ones by their date and time.
 */
export function useBarTime() {
  const format = useFormatters();
  return (time: number, timeframe: Timeframe) =>
    DATE_LABELLED.includes(timeframe) ? format.date(time) : format.dateTime(time);
}
