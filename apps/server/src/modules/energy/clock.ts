/** Today in America/Sao_Paulo as `YYYY-MM-DD` (the day of generation and of due dates, §6). */
export function today(at = new Date()): string {
  return at.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
}

/** The calendar day `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
