import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseCsv, type ParseCsvOptions } from '../data/csv.ts';
import type { Ohlcv } from '../data/ohlcv.ts';

/** Reads a CSV file of bars (gzip-compressed when its name ends in .gz). */
export function readOhlcvFile(path: string, options?: ParseCsvOptions): Ohlcv {
  const bytes = readFileSync(path);
  return parseCsv(path.endsWith('.gz') ? gunzipSync(bytes) : bytes, options);
}
