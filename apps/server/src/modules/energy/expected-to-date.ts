import { daysInMonth, expectedGeneration, type GenerationModel } from '@alvorada/energy';
import { today } from './clock.ts';

/**
 * The days of `month` that can have been measured by `now`: every day of a past month, the days before
 * today in the current one (today's reading is not complete), none of a month still to come.
 */
export function measuredDays(month: string, now = today()) {
  const current = now.slice(0, 7);
  if (month < current) return daysInMonth(month);
  return month === current ? Number(now.slice(8, 10)) - 1 : 0;
}

/**
 * What the model expects the plant to have generated in `month` so far (§3.6): nothing before it injects,
 * and a month not yet over only for the days measured, so that a partial month compares like with like.
 */
export function expectedToDate(model: GenerationModel, month: string, now = today()) {
  if (month < model.injectionStart.slice(0, 7)) return 0;
  const days = measuredDays(month, now);
  const whole = expectedGeneration(model, month);
  return days === daysInMonth(month) ? whole : Math.round((whole * days) / daysInMonth(month));
}
