import { z } from 'zod';
import './zod-config.ts';
import { LOCALES } from './constants.ts';

/**
 * The building blocks of every payload, path and query schema. Each refuses what the database or the code
 * behind it cannot take (a number over int32, a NUL byte, a date that does not exist), so bad input answers
 * 400 with the field named instead of failing deeper down.
 */

/** A whole number that fits a PostgreSQL `integer` column. */
export const int32 = () => z.int32({ message: 'invalid_integer' });

const fromDigits = (pattern: RegExp, message: string, bounds: z.ZodNumber) =>
  z.string().regex(pattern, { message }).transform(Number).pipe(bounds);

/** A whole number in a query string (`?page=2`): digits, within int32. */
export const queryInt = (bounds = int32()) => fromDigits(/^-?\d{1,10}$/, 'invalid_integer', bounds);

/** A measurement stored as PostgreSQL `real`, where denormal values such as 5e-324 underflow. */
export const realNumber = () =>
  z.number().refine((n) => n === 0 || Math.abs(n) >= 1e-30, { message: 'invalid_number' });

/** Money in integer centavos (R$ 1,00 = 100). */
export const money = () => int32().min(0);

/** A record id: a JSON number, or digits in a path or query (`0x1`, `1e3`, `-1`, ` 1` are refused). */
export const idSchema = z.union([int32().min(1), fromDigits(/^\d{1,10}$/, 'invalid_id', int32().min(1))]);

/** The `:id` of an item route. */
export const idParams = z.object({ id: idSchema });

/** Text without NUL bytes or lone UTF-16 surrogates (PostgreSQL and UTF-8 cannot store them). */
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isSafeText = (value: string) => !UNSAFE_TEXT.test(value);
export const safeString = () => z.string().refine(isSafeText, { message: 'invalid_text' });

/** Whether the runtime knows `value` as an IANA time zone ("America/Sao_Paulo", "UTC"). */
export const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
};

/**
 * Whether a JSON value nests (objects and arrays) no deeper than `max` levels, the value itself the first.
 * Found without recursion, so a hostile depth is refused before anything recursive (a schema, a serialiser)
 * walks it and runs out of stack.
 */
export function nestsWithin(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [item, level] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (level > max) return false;
    for (const child of Object.values(item)) pending.push([child, level + 1]);
  }
  return true;
}

/** `YYYY-MM-DD` naming a day that exists, from year 1 (`2024-02-30` and `0000-01-01` are refused). */
export const calendarDate = () =>
  z.string().refine(isCalendarDate, { message: 'invalid_date' }).meta({ format: 'date' });

function isCalendarDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One of the interface's languages. */
export const localeSchema = z.enum(LOCALES, { message: 'invalid_locale' });
