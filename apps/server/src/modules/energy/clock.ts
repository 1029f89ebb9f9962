/** Today in America/Sao_Paulo as `YYYY-MM-DD` (the day of generation and of due dates, §6). */
export function today(at = new Date()): string {
  return at.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
}
