/** The calendar and clock a time zone shows at `at` (hour 0–23); an unknown zone throws a RangeError. */
export function wallClock(at: Date | number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** What a time zone's clock shows at `at`, read as if it were UTC (milliseconds): its fields are the zone's. */
export function wallClockTime(at: Date | number, timeZone: string): number {
  const c = wallClock(at, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
}
