import { addMonths } from '@alvorada/energy';
import { AppError } from '../../platform/http/errors.ts';
import type { MessageCode } from '../../platform/http/messages.ts';
import { addDays, today } from './clock.ts';

/** A calendar unit a window is counted in, and how a window of it is defaulted, limited and refused. */
interface CalendarUnit {
  /** `value` moved by `n` units (back when negative). */
  add: (value: string, n: number) => string;
  /** The unit holding today: the last of a default window. */
  current: () => string;
  /** How many units a default window holds. */
  span: number;
  /** The most units a window may hold. */
  max: number;
  /** The query field a refusal names, and its codes. */
  field: string;
  reversed: MessageCode;
  tooLong: MessageCode;
  /** The message parameter that carries `max`. */
  param: string;
}

/** Months `YYYY-MM`: the last twelve by default, ten years of monthly series at most. */
export const MONTHS: CalendarUnit = {
  add: addMonths,
  current: () => today().slice(0, 7),
  span: 12,
  max: 120,
  field: 'from',
  reversed: 'period_reversed',
  tooLong: 'period_too_long',
  param: 'months',
};

/** Days `YYYY-MM-DD`: the 30 days to today by default, a year (and a leap day) at most. */
export const DAYS: CalendarUnit = {
  add: addDays,
  current: today,
  span: 30,
  max: 366,
  field: 'day_from',
  reversed: 'days_reversed',
  tooLong: 'days_too_long',
  param: 'days',
};

/** Every unit `from`..`to`, either end defaulted; a reversed or over-long window is refused (400). */
export function calendarWindow(unit: CalendarUnit, from?: string, to?: string) {
  const last = to ?? unit.current();
  const first = from ?? unit.add(last, 1 - unit.span);
  if (first > last) throw new AppError(400, unit.reversed, { fields: { [unit.field]: [unit.reversed] } });
  const steps: string[] = [];
  for (let step = first; step <= last; step = unit.add(step, 1)) {
    if (steps.length === unit.max)
      throw new AppError(400, unit.tooLong, {
        fields: { [unit.field]: [unit.tooLong] },
        params: { [unit.param]: unit.max },
      });
    steps.push(step);
  }
  return { from: first, to: last, steps };
}
