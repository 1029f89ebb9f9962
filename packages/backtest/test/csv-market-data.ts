import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../src/data/csv.ts';
import type { Ohlcv } from '../src/data/ohlcv.ts';

/** Path of a file in the shared market-data folder next to the repository. */
export const marketDataPath = (name: string): string =>
  fileURLToPath(new URL(`../../../../shared/data/market/${name}`, import.meta.url));

/** A bundled market-data CSV, parsed. */
export const loadMarketData = (name: string): Ohlcv => parseCsv(readFileSync(marketDataPath(name), 'utf8'));
