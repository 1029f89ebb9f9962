import type { WorkanaPreferences } from '@alvorada/contracts';
import { wallClockTime } from '../../platform/wall-clock.ts';

/** The hour and calendar day at `now` in a time zone (an unknown zone reads as São Paulo's). */
export function localClock(now: Date, timeZone: string): { hour: number; day: string } {
  let shown: number;
  try {
    shown = wallClockTime(now, timeZone);
  } catch {
    return localClock(now, 'America/Sao_Paulo');
  }
  return { hour: new Date(shown).getUTCHours(), day: new Date(shown).toISOString().slice(0, 10) };
}

/** Whether `now` falls in the quiet hours (which may cross midnight: 22 to 7). */
export function inQuietHours(
  p: Pick<WorkanaPreferences, 'quiet_start' | 'quiet_end' | 'timezone'>,
  now: Date,
) {
  if (p.quiet_start === null || p.quiet_end === null || p.quiet_start === p.quiet_end) return false;
  const { hour } = localClock(now, p.timezone);
  return p.quiet_start < p.quiet_end
    ? hour >= p.quiet_start && hour < p.quiet_end
    : hour >= p.quiet_start || hour < p.quiet_end;
}

/**
 * Whether the digest is due: the chosen hour has come today (in the user's zone) and no digest went out
 * today since then. A digest hour inside quiet hours waits for them to end.
 */
export function digestDue(
  p: Pick<WorkanaPreferences, 'digest_hour' | 'timezone' | 'quiet_start' | 'quiet_end'>,
  lastDigestAt: Date | null,
  now: Date,
) {
  const clock = localClock(now, p.timezone);
  if (clock.hour < p.digest_hour || inQuietHours(p, now)) return false;
  if (!lastDigestAt) return true;
  const last = localClock(lastDigestAt, p.timezone);
  return last.day !== clock.day || last.hour < p.digest_hour;
}
