import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchFigures } from '@alvorada/contracts';

const UNITS: [RegExp, string][] = [
  [/_req_per_s$/, 'req/s'],
  [/_ms$/, 'ms'],
  [/_mb$/, 'MB'],
  [/_kb$/, 'KB'],
  [/_pct$/, '%'],
  [/_bytes$/, 'B'],
  [/_per_s$/, '/s'],
];
const unitOf = (name: string) => UNITS.find(([pattern]) => pattern.test(name))?.[1] ?? '';

const readFigures = (path: string): Record<string, unknown> => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
};

const newest = (dir: string, files: string[]) =>
  files.length ? new Date(Math.max(...files.map((f) => statSync(join(dir, f)).mtimeMs))).toISOString() : null;

/**
 * The committed bench figures (bench/baseline/*.json) beside the last local run (bench/results/*.json,
 * not committed) when there is one. Read on each call (a few small files), so a bench run shows without a
 * restart.
 */
export function readBenchFigures(benchDir: string): BenchFigures {
  const baselineDir = join(benchDir, 'baseline');
  const resultsDir = join(benchDir, 'results');
  if (!existsSync(baselineDir)) return { baseline_date: null, latest_date: null, figures: [] };
  const files = readdirSync(baselineDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const latestFiles = existsSync(resultsDir)
    ? readdirSync(resultsDir).filter((f) => f.endsWith('.json'))
    : [];
  const figures = files.flatMap((file) => {
    const baseline = readFigures(join(baselineDir, file));
    const latest = latestFiles.includes(file) ? readFigures(join(resultsDir, file)) : {};
    const names = [...new Set([...Object.keys(baseline), ...Object.keys(latest)])];
    const number = (value: unknown) => (typeof value === 'number' ? value : null);
    return names
      .filter((name) => number(baseline[name]) !== null || number(latest[name]) !== null)
      .map((name) => ({
        file: file.replace(/\.json$/, ''),
        name,
        baseline: number(baseline[name]),
        latest: number(latest[name]),
        unit: unitOf(name),
      }));
  });
  return {
    baseline_date: newest(baselineDir, files),
    latest_date: newest(resultsDir, latestFiles),
    figures,
  };
}
