import type { CsvLayout } from './csv-layout.ts';
import { decimalStop, parseDecimalPrefix } from './csv-number.ts';
import { parseDateTimeBytes, parseTimeOfDayBytes } from './csv-time.ts';

const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const SPACE = 32;
const QUOTE = 34;
const DOT = 46;

/** What a column holds; `SKIPPED` columns are not read. */
const SKIPPED = 0;
const TIME = 1;
const TIME_OF_DAY = 2;
const PRICE_OR_VOLUME = 3;

/**
 * Reads a plain row (no padding, quotes or spelling the general path must look at) in a single pass over
 * its bytes: each number is parsed where it stands and must end at the delimiter or the line break.
 * Any other row is left to the general path, which reads it to the same values or reports its problems.
 */
export class PlainRowReader {
  /** The row's values: time (time of day added), open, high, low, close, volume (0 when absent). */
  readonly values = new Float64Array(6);
  /** False when two fields share a column, which only the general path reads. */
  readonly usable: boolean;
  readonly #roles: Int8Array;
  /** For each column, where its value goes in `values`. */
  readonly #slots: Int8Array;
  readonly #delimiter: number;
  readonly #decimalCode: number;
  readonly #utcOffset: number;
  readonly #monthFirst: boolean;

  constructor(layout: CsvLayout, delimiter: number, decimalCode: number, utcOffset: number, monthFirst: boolean) {
    const columns = [layout.time, layout.timeOfDay, layout.open, layout.high, layout.low, layout.close, layout.volume];
    const width = Math.max(...columns) + 1;
    const used = columns.filter((column) => column >= 0);
    this.usable = new Set(used).size === used.length;
    this.#roles = new Int8Array(width).fill(SKIPPED);
    this.#slots = new Int8Array(width);
    this.#roles[layout.time] = TIME;
    if (layout.timeOfDay >= 0) this.#roles[layout.timeOfDay] = TIME_OF_DAY;
    [layout.open, layout.high, layout.low, layout.close, layout.volume].forEach((column, k) => {
      if (column < 0) return;
      this.#roles[column] = PRICE_OR_VOLUME;
      this.#slots[column] = k + 1;
    });
    this.#delimiter = delimiter;
    this.#decimalCode = decimalCode;
    this.#utcOffset = utcOffset;
    this.#monthFirst = monthFirst;
  }

  /**
   * Reads the row starting at `start` into `values`; returns the index of the line feed ending it (the
   * length of the text for the last line), or −1 if the row is not plain or any of its values is invalid.
   */
  read(bytes: Uint8Array, start: number): number {
    const roles = this.#roles;
    const delimiter = this.#delimiter;
    const length = bytes.length;
    const last = roles.length - 1;
    const values = this.values;
    values[5] = 0;
    let p = start;
    for (let column = 0; column <= last; column++) {
      const role = roles[column];
      if (role === PRICE_OR_VOLUME) {
        let value = parseDecimalPrefix(bytes, p, length, this.#decimalCode);
        const stop = decimalStop();
        if (value !== value) {
          // More digits than the exact fast path takes: Number() of the text, as the general path does.
          if (stop === p) return -1;
          let text = String.fromCharCode.apply(null, bytes.subarray(p, stop) as unknown as number[]);
          if (this.#decimalCode !== DOT) text = text.replace(String.fromCharCode(this.#decimalCode), '.');
          value = Number(text);
          if (!Number.isFinite(value)) return -1;
        }
        values[this.#slots[column]] = value;
        p = stop;
      } else {
        let end = p;
        while (end < length && bytes[end] !== delimiter && bytes[end] !== LINE_FEED) end++;
        if (role !== SKIPPED) {
          const fieldEnd = end > p && bytes[end - 1] === CARRIAGE_RETURN && bytes[end] !== delimiter ? end - 1 : end;
          if (fieldEnd === p || isPadding(bytes[p]) || isPadding(bytes[fieldEnd - 1])) return -1;
          if (role === TIME) {
            values[0] = parseDateTimeBytes(bytes, p, fieldEnd, this.#utcOffset, this.#monthFirst);
          } else {
            values[0] += parseTimeOfDayBytes(bytes, p, fieldEnd);
          }
          if (values[0] !== values[0]) return -1;
        }
        p = end;
      }
      // p is at the byte after the field: the delimiter before the next field, or the end of the line.
      const c = p < length ? bytes[p] : LINE_FEED;
      if (c === delimiter) {
        if (column === last) {
          const newline = bytes.indexOf(LINE_FEED, p);
          return newline < 0 ? length : newline;
        }
        p++;
        continue;
      }
      if (column < last) return -1;
      if (c === LINE_FEED) return Math.min(p, length);
      if (c === CARRIAGE_RETURN && (p + 1 === length || bytes[p + 1] === LINE_FEED)) return p + 1;
      return -1;
    }
    return -1;
  }
}

function isPadding(code: number): boolean {
  return code === SPACE || code === QUOTE;
}
