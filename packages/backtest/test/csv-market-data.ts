import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Ohlcv, parseCsv } from '../src/index.ts';

/** Path of a market-data file committed with the tests. */
export const marketDataPath = (name: string): string =>
  fileURLToPath(new URL(`./fixtures/market/${name}`, import.meta.url));

/** A bundled market-data CSV, parsed. */
export const loadMarketData = (name: string): Ohlcv => parseCsv(readFileSync(marketDataPath(name), 'utf8'));
