/**
 * Fast parsing of the date/time forms found in market-data exports, to epoch milliseconds (UTC):
 * `2024-01-02`, `2024.01.02`, `2024/01/02`, `20240102`, optionally followed by `T` or a space and
 * `HH:MM[:SS[.fff]]` and a zone (`Z`, `+03:00`, `-0300`); `dd/mm/yyyy` (or `mm/dd/yyyy`) likewise;
 * and integer epoch timestamps in seconds, milliseconds or microseconds (told apart by magnitude).
 * Returns NaN for anything else or for an impossible date.
 */

const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;
const MAX_EXACT_DIGITS = 15;
const encoder = new TextEncoder();

// The field being read: s[cursor, n), ASCII bytes of the text; NOTHING between calls, so that the text
// is not kept alive.
const NOTHING = new Uint8Array(0);
let s: Uint8Array = NOTHING;
let cursor = 0;
let n = 0;

/** The byte at `i`, or -1 past the end of the field. */
function at(i: number): number {
  return i < n ? s[i] : -1;
}

/** Reads 1..maxDigits digits at `cursor`; -1 if there is none. */
function readInt(maxDigits: number): number {
  let value = 0;
  let count = 0;
  while (count < maxDigits && cursor < n) {
    const c = s[cursor] - 48;
    if (c < 0 || c > 9) break;
    value = value * 10 + c;
    cursor++;
    count++;
  }
  return count === 0 ? -1 : value;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Milliseconds since midnight of `HH:MM[:SS[.fff]]` at `cursor`, or NaN. */
function readTimeOfDay(): number {
  const hour = readInt(2);
  if (hour < 0 || hour > 23 || at(cursor) !== 58 /* : */) return NaN;
  cursor++;
  const minute = readInt(2);
  if (minute < 0 || minute > 59) return NaN;
  let ms = (hour * 60 + minute) * MS_PER_MINUTE;
  if (at(cursor) === 58) {
    cursor++;
    const second = readInt(2);
    if (second < 0 || second > 59) return NaN;
    ms += second * 1000;
    if (at(cursor) === 46 /* . */) {
      cursor++;
      const start = cursor;
      const fraction = readInt(9);
      if (fraction < 0) return NaN;
      ms += Math.round(fraction / 10 ** (cursor - start - 3));
    }
  }
  return ms;
}

/** The zone offset in minutes at `cursor` (`Z`, `±HH:MM`, `±HHMM`, `±HH`), null if none, NaN if malformed. */
function readZone(): number | null {
  if (cursor >= n) return null;
  const c = s[cursor];
  if (c === 90 /* Z */) {
    cursor++;
    return 0;
  }
  if (c !== 43 /* + */ && c !== 45 /* - */) return NaN;
  cursor++;
  const hours = readInt(2);
  if (hours < 0) return NaN;
  if (at(cursor) === 58) cursor++;
  const minutes = cursor < n ? readInt(2) : 0;
  if (minutes < 0) return NaN;
  return (c === 45 ? -1 : 1) * (hours * 60 + minutes);
}

/** An epoch timestamp of `digits` digits read as `value`, in seconds, milliseconds or microseconds. */
function fromEpochDigits(value: number, start: number, digits: number): number {
  if (digits > MAX_EXACT_DIGITS) value = Number(String.fromCharCode(...s.subarray(start, n)));
  if (value < 1e11) return value * 1000;
  if (value < 1e14) return value;
  return Math.floor(value / 1000);
}

/**
 * Parses the date or date-time in `bytes[start, end)` (see {@link parseDateTime}), without allocating.
 * Bytes outside ASCII never match, as in the text they encode.
 */
export function parseDateTimeBytes(
  bytes: Uint8Array,
  start: number,
  end: number,
  utcOffsetMinutes = 0,
  monthFirst = false,
): number {
  if (start >= end || !isDigit(bytes[start])) return NaN;
  s = bytes;
  cursor = start;
  n = end;
  const ms = readDateTime(start, utcOffsetMinutes, monthFirst);
  s = NOTHING;
  return ms;
}

function readDateTime(start: number, utcOffsetMinutes: number, monthFirst: boolean): number {
  let year: number;
  let month: number;
  let day: number;
  const first = readInt(20);
  const firstLength = cursor - start;
  if (cursor === n && firstLength !== 8) return firstLength >= 9 ? fromEpochDigits(first, start, firstLength) : NaN;
  if (firstLength === 8) {
    year = Math.floor(first / 10_000);
    month = Math.floor(first / 100) % 100;
    day = first % 100;
  } else {
    const separator = s[cursor];
    if (separator !== 45 && separator !== 46 && separator !== 47) return NaN; // - . /
    cursor++;
    const second = readInt(2);
    if (at(cursor) !== separator) return NaN;
    cursor++;
    const thirdStart = cursor;
    const third = readInt(4);
    if (firstLength === 4) {
      year = first;
      month = second;
      day = third;
    } else if (separator === 47 && cursor - thirdStart === 4 && firstLength <= 2) {
      year = third;
      month = monthFirst ? first : second;
      day = monthFirst ? second : first;
    } else {
      return NaN;
    }
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return NaN;
  let ms = daysFromCivil(year, month, day) * MS_PER_DAY;
  if (cursor < n) {
    const c = s[cursor];
    if (c !== 32 && c !== 84) return NaN; // space or T
    cursor++;
    const timeOfDay = readTimeOfDay();
    if (Number.isNaN(timeOfDay)) return NaN;
    ms += timeOfDay;
  }
  const zone = readZone();
  if (cursor !== n || Number.isNaN(zone)) return NaN;
  return ms - (zone ?? utcOffsetMinutes) * MS_PER_MINUTE;
}

/** Milliseconds since midnight of the time of day (`HH:MM[:SS[.fff]]`) in `bytes[start, end)`, or NaN. */
export function parseTimeOfDayBytes(bytes: Uint8Array, start: number, end: number): number {
  s = bytes;
  cursor = start;
  n = end;
  const ms = readTimeOfDay();
  s = NOTHING;
  return cursor === n ? ms : NaN;
}

/**
 * Parses a date or date-time. Times without an explicit zone are taken to be at UTC+`utcOffsetMinutes`;
 * epoch timestamps are UTC. With `monthFirst`, slash dates are `mm/dd/yyyy` instead of `dd/mm/yyyy`.
 */
export function parseDateTime(text: string, utcOffsetMinutes = 0, monthFirst = false): number {
  const bytes = encoder.encode(text);
  return parseDateTimeBytes(bytes, 0, bytes.length, utcOffsetMinutes, monthFirst);
}

/** Milliseconds since midnight of a separate time-of-day field (`HH:MM[:SS[.fff]]`), or NaN. */
export function parseTimeOfDay(text: string): number {
  const bytes = encoder.encode(text);
  return parseTimeOfDayBytes(bytes, 0, bytes.length);
}
