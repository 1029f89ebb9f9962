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
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}
