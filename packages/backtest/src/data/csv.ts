import { CsvFormatError, type CsvProblem } from './csv-error.ts';
import { CsvLine } from './csv-line.ts';
import { isHeader, layoutFromHeader, layoutFromPositions, type CsvLayout } from './csv-layout.ts';
import { parsePlainDecimal } from './csv-number.ts';
import { PlainRowReader } from './csv-plain-row.ts';
import { parseDateTimeBytes, parseTimeOfDayBytes } from './csv-time.ts';
import { markValidOhlcv } from '../engine/validate-data.ts';
import type { Ohlcv } from './ohlcv.ts';

export { CsvFormatError, type CsvProblem } from './csv-error.ts';

export interface ParseCsvOptions {
  /** Field separator; detected from the first line (tab, then `;`, then `,`) when omitted. */
  delimiter?: ',' | ';' | '\t';
  /**
   * Decimal separator; detected when omitted (`,` if the file is not comma-separated and its first
   * open price contains a comma). With `,`, dots are thousands separators and are dropped.
   */
  decimalSeparator?: '.' | ',';
  /** Read slash dates as `mm/dd/yyyy` instead of the default `dd/mm/yyyy`. */
  monthFirst?: boolean;
  /**
   * The zone of times written without one, as minutes east of UTC (e.g. -180 for B3 in São Paulo).
   * Default 0: such times are taken as UTC. Epoch timestamps and times with a zone are unaffected.
   */
  utcOffsetMinutes?: number;
  /** Header of the volume column, when the default choice (volume, vol, tickvol, quantidade) is wrong. */
  volumeColumn?: string;
}

const FIELDS = ['time', 'open', 'high', 'low', 'close'] as const;
const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const SPACE = 32;
const QUOTE = 34;
const COMMA = 44;
const DOT = 46;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

function isPadding(code: number): boolean {
  return code === SPACE || code === QUOTE;
}

function detectDelimiter(line: string): ',' | ';' | '\t' {
  if (line.includes('\t')) return '\t';
  return line.includes(';') ? ';' : ',';
}

function hasUtf8Bom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/**
 * Parses OHLC(V) bars from CSV text (a string, or its UTF-8 bytes as read from a file) into columnar
 * arrays, sorted by time (epoch ms, UTC).
 *
 * Layouts: pandas `to_csv` (`,Open,High,Low,Close,Volume`, as in the bundled market data), Yahoo
 * Finance (`Date,Open,High,Low,Close,Adj Close,Volume`; `Close` is used, not `Adj Close`), MetaTrader
 * (`<DATE>\t<TIME>\t<OPEN>…` and headerless `2024.01.02,00:00,o,h,l,c,v`), Binance klines (headerless,
 * open time in ms or µs), and Profit/B3 exports (`;`, decimal commas, `dd/mm/yyyy`, optional ticker
 * column). A file entirely in descending time order (newest first) is reversed.
 *
 * Volume is optional (zeros when absent). Every problem in the file is collected, with its line and
 * field, and thrown together as a {@link CsvFormatError}: missing fields, unparseable times or
 * numbers, times out of order or repeated, high below open/close, low above open/close, negative volume.
 */
export function parseCsv(input: string | Uint8Array, options: ParseCsvOptions = {}): Ohlcv {
  const bytes = typeof input === 'string' ? encoder.encode(input) : input;
  const length = bytes.length;
  const monthFirst = options.monthFirst ?? false;
  const utcOffset = options.utcOffsetMinutes ?? 0;
  const lineEnd = (start: number): number => {
    const newline = bytes.indexOf(LINE_FEED, start);
    return newline < 0 ? length : newline;
  };
  const text = (start: number, end: number): string => decoder.decode(bytes.subarray(start, end));

  let position = hasUtf8Bom(bytes) ? 3 : 0;
  let lineNumber = 0;
  let firstLine = '';
  let firstLineStart = position;
  while (position < length && firstLine.trim() === '') {
    const end = lineEnd(position);
    firstLine = text(position, end);
    firstLineStart = position;
    lineNumber++;
    position = end + 1;
  }
  if (firstLine.trim() === '') throw new CsvFormatError([{ row: 1, column: '', message: 'no data' }]);

  const delimiter = options.delimiter ?? detectDelimiter(firstLine);
  const delimiterCode = delimiter.charCodeAt(0);
  const firstFields = firstLine.replace(/\r$/, '').split(delimiter);
  let layout: CsvLayout;
  if (isHeader(firstFields)) {
    layout = layoutFromHeader(firstFields, options.volumeColumn);
  } else {
    layout = layoutFromPositions(firstFields, monthFirst);
    position = firstLineStart;
    lineNumber--;
  }
  const missing: string[] = FIELDS.filter((field) => layout[field] < 0);
  if (options.volumeColumn && layout.volume < 0) missing.push('volume');
  if (missing.length > 0) {
    throw new CsvFormatError(
      missing.map((column) => ({
        row: 1,
        column,
        message: layout.hasHeader ? `no ${column} column in the header` : `cannot locate the ${column} field`,
      })),
    );
  }

  const columns = [layout.time, layout.timeOfDay, layout.open, layout.high, layout.low, layout.close, layout.volume];
  const columnNames = ['time', 'time', 'open', 'high', 'low', 'close', 'volume'];
  const lastColumn = Math.max(...columns);
  const line = new CsvLine(lastColumn + 1);
  const { starts, ends } = line;
  let decimalComma: boolean | undefined =
    options.decimalSeparator === undefined ? undefined : options.decimalSeparator === ',';

  let capacity = Math.max(16, Math.ceil((length - position) / 32));
  let time = new Float64Array(capacity);
  let open = new Float64Array(capacity);
  let high = new Float64Array(capacity);
  let low = new Float64Array(capacity);
  let close = new Float64Array(capacity);
  let volume = new Float64Array(capacity);
  let rows = new Int32Array(capacity);
  const problems: CsvProblem[] = [];
  let count = 0;

  // Field bounds without surrounding spaces and quotes, left in fieldStart/fieldEnd.
  let fieldStart = 0;
  let fieldEnd = 0;
  const trimField = (column: number): void => {
    fieldStart = starts[column];
    fieldEnd = ends[column];
    while (fieldStart < fieldEnd && isPadding(bytes[fieldStart])) fieldStart++;
    while (fieldEnd > fieldStart && isPadding(bytes[fieldEnd - 1])) fieldEnd--;
  };
  const field = (column: number): string => {
    trimField(column);
    return text(fieldStart, fieldEnd);
  };
  const number = (column: number, name: string, row: number): number => {
    trimField(column);
    if (decimalComma === undefined) {
      const comma = bytes.indexOf(COMMA, fieldStart);
      decimalComma = delimiter !== ',' && comma >= 0 && comma < fieldEnd;
    }
    const fast = parsePlainDecimal(bytes, fieldStart, fieldEnd, decimalComma ? COMMA : DOT);
    if (fast === fast) return fast;
    let raw = text(fieldStart, fieldEnd);
    if (decimalComma && raw.includes(',')) raw = raw.replaceAll('.', '').replace(',', '.');
    const value = raw === '' ? NaN : Number(raw);
    if (!Number.isFinite(value)) {
      problems.push({ row, column: name, message: raw === '' ? 'missing value' : `not a number: "${raw}"` });
    }
    return value;
  };

  let plainRows: PlainRowReader | undefined;
  let plainRowsTried = false;
  while (position < length) {
    lineNumber++;
    // The number format is settled by the first row read the general way; plain rows follow.
    if (!plainRowsTried && decimalComma !== undefined) {
      plainRowsTried = true;
      const reader = new PlainRowReader(layout, delimiterCode, decimalComma ? COMMA : DOT, utcOffset, monthFirst);
      if (reader.usable) plainRows = reader;
    }
    let t: number;
    let o: number;
    let h: number;
    let l: number;
    let c: number;
    let v: number;
    const plainEnd = plainRows === undefined ? -1 : plainRows.read(bytes, position);
    if (plainEnd >= 0) {
      position = plainEnd + 1;
      const values = (plainRows as PlainRowReader).values;
      t = values[0];
      o = values[1];
      h = values[2];
      l = values[3];
      c = values[4];
      v = values[5];
    } else {
      line.read(bytes, position, delimiterCode);
      const end = line.contentEnd;
      let blank = true;
      for (let i = position; i < end && blank; i++) {
        const code = bytes[i];
        blank = code === SPACE || code === TAB || code === CARRIAGE_RETURN;
      }
      position = line.end + 1;
      if (blank) continue;
      const fieldCount = line.count;
      if (fieldCount <= lastColumn) {
        const absent = columns.findIndex((column) => column >= fieldCount);
        problems.push({
          row: lineNumber,
          column: columnNames[absent],
          message: `missing field: the row has ${fieldCount} fields, at least ${lastColumn + 1} are needed`,
        });
        continue;
      }
      trimField(layout.time);
      t = parseDateTimeBytes(bytes, fieldStart, fieldEnd, utcOffset, monthFirst);
      if (layout.timeOfDay >= 0) {
        trimField(layout.timeOfDay);
        t += parseTimeOfDayBytes(bytes, fieldStart, fieldEnd);
      }
      if (Number.isNaN(t)) {
        const shown = layout.timeOfDay >= 0 ? `${field(layout.time)} ${field(layout.timeOfDay)}` : field(layout.time);
        problems.push({ row: lineNumber, column: 'time', message: `not a date/time: "${shown}"` });
      }
      o = number(layout.open, 'open', lineNumber);
      h = number(layout.high, 'high', lineNumber);
      l = number(layout.low, 'low', lineNumber);
      c = number(layout.close, 'close', lineNumber);
      v = layout.volume >= 0 ? number(layout.volume, 'volume', lineNumber) : 0;
    }
    if (h < o || h < c) {
      const [name, value] = o >= c ? ['open', o] : ['close', c];
      problems.push({ row: lineNumber, column: 'high', message: `high ${h} is below ${name} ${value}` });
    }
    if (l > o || l > c) {
      const [name, value] = o <= c ? ['open', o] : ['close', c];
      problems.push({ row: lineNumber, column: 'low', message: `low ${l} is above ${name} ${value}` });
    }
    if (v < 0) problems.push({ row: lineNumber, column: 'volume', message: `negative volume ${v}` });

    if (count === capacity) {
      capacity *= 2;
      time = grow(time, capacity);
      open = grow(open, capacity);
      high = grow(high, capacity);
      low = grow(low, capacity);
      close = grow(close, capacity);
      volume = grow(volume, capacity);
      const moreRows = new Int32Array(capacity);
      moreRows.set(rows);
      rows = moreRows;
    }
    time[count] = t;
    open[count] = o;
    high[count] = h;
    low[count] = l;
    close[count] = c;
    volume[count] = v;
    rows[count] = lineNumber;
    count++;
  }

  const descending = count > 1 && time[0] > time[count - 1];
  checkOrder(time, rows, count, descending, problems);
  if (problems.length > 0) {
    problems.sort((a, b) => a.row - b.row);
    throw new CsvFormatError(problems);
  }
  if (count === 0) throw new CsvFormatError([{ row: lineNumber, column: '', message: 'no data rows' }]);
  const result = { time, open, high, low, close, volume };
  for (const key of Object.keys(result) as (keyof Ohlcv)[]) {
    result[key] = result[key].slice(0, count);
    if (descending) result[key].reverse();
  }
  markValidOhlcv(result);
  return result;
}

function grow(array: Float64Array, capacity: number): Float64Array<ArrayBuffer> {
  const larger = new Float64Array(capacity);
  larger.set(array);
  return larger;
}

/** Reports every time that does not strictly follow its predecessor (in the file's direction). */
function checkOrder(
  time: Float64Array,
  rows: Int32Array,
  count: number,
  descending: boolean,
  problems: CsvProblem[],
): void {
  let previous = -1;
  for (let i = 0; i < count; i++) {
    if (Number.isNaN(time[i])) continue;
    if (previous >= 0) {
      const difference = descending ? time[previous] - time[i] : time[i] - time[previous];
      if (difference === 0) {
        problems.push({ row: rows[i], column: 'time', message: `duplicate time (same as row ${rows[previous]})` });
      } else if (difference < 0) {
        problems.push({
          row: rows[i],
          column: 'time',
          message: `time out of order (${descending ? 'after' : 'before'} row ${rows[previous]})`,
        });
      }
    }
    previous = i;
  }
}
