/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function assertIsoDate(value: unknown, name: string): asserts value is IsoDate {
  if (typeof value !== 'string')
    throw new TypeError(`${name} must be a YYYY-MM-DD string, got ${typeof value}`);
  const match = ISO_DATE.exec(value);
  const date = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== value) {
    throw new RangeError(`${name} must be a real YYYY-MM-DD date, got "${value}"`);
  }
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY;
}
