import { DURATION_STATS, TIME_STATS, type StatName, type Stats } from '../stats/stats.ts';

const DAY = 86_400_000;
const pad = (n: number): string => String(n).padStart(2, '0');

/** A duration as pandas prints a Timedelta: `69 days 10:39:00`. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return 'NaT';
  const days = Math.floor(ms / DAY);
  const rest = Math.round((ms - days * DAY) / 1000);
  const h = Math.floor(rest / 3600);
  const m = Math.floor((rest % 3600) / 60);
  return `${days} days ${pad(h)}:${pad(m)}:${pad(rest % 60)}`;
}

export function formatStatValue(name: StatName, value: number): string {
  if (TIME_STATS.includes(name)) return new Date(value).toISOString().replace('T', ' ').replace('.000Z', '');
  if (DURATION_STATS.includes(name)) return formatDuration(value);
  if (Number.isInteger(value)) return String(value);
  return Number.isFinite(value) ? value.toFixed(6).replace(/\.?0+$/, '') : String(value);
}

/** The statistics as an aligned two-column table. */
export function formatStats(stats: Stats): string {
  const entries = Object.entries(stats) as [StatName, number][];
  const width = Math.max(...entries.map(([name]) => name.length)) + 2;
  return entries.map(([name, value]) => name.padEnd(width) + formatStatValue(name, value)).join('\n');
}
