import { wallClock } from '../../platform/wall-clock.ts';

let fixedToday: string | null = null;

/** Today in America/Sao_Paulo as `YYYY-MM-DD` (the day of generation and of due dates, §6). */
export function today(at?: Date): string {
  if (!at && fixedToday) return fixedToday;
  return (at ?? new Date()).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
}

/** Makes `today()` answer `date` (null: the real day again), for tests of rules that depend on the day. */
export function setToday(date: string | null) {
  fixedToday = date;
}

/** The calendar day `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The wall clock at `at` in America/Sao_Paulo, each part zero-padded (`hour` 00–23). */
export function saoPauloParts(at: Date) {
  const clock = wallClock(at, 'America/Sao_Paulo');
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    year: String(clock.year),
    month: two(clock.month),
    day: two(clock.day),
    hour: two(clock.hour),
    minute: two(clock.minute),
  };
}
