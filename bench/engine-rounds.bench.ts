// The engine beside vectorbt: SmaCross(10, 20) on the dense million-bar series, five rounds, each in a fresh
// process (bench/engine-round.ts: one untimed first run, then five timed), as the issue measured it against
// vectorbt's simulation on the same series (vectorbt is not installed here: its figures are quoted in
// bench/README.md). With ENGINE_BEFORE set to another checkout's packages/backtest/src, each round runs that
// engine too, the two alternating, so that the machine's load touches both alike.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROUNDS = 5;
const round = fileURLToPath(new URL('engine-round.ts', import.meta.url));
interface Run {
  wallMs: number;
  cpuMs: number;
  trades: number;
}
const measure = (engineSrc?: string): { first: Run; runs: Run[] } =>
  JSON.parse(
    execFileSync(process.execPath, [round], {
      env: engineSrc ? { ...process.env, ENGINE_SRC: engineSrc } : process.env,
      encoding: 'utf8',
    }),
  );
const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!;
const round1 = (x: number) => Math.round(x * 10) / 10;

const before = process.env.ENGINE_BEFORE;
const versions: Record<string, string | undefined> = before
  ? { before, after: undefined }
  : { after: undefined };
const results: Record<string, { first: Run; runs: Run[] }[]> = {};
const loads = [loadavg()[0]!];
for (let r = 0; r < ROUNDS; r++) {
  const names = Object.keys(versions);
  for (const name of r % 2 ? names.reverse() : names) (results[name] ??= []).push(measure(versions[name]));
  loads.push(loadavg()[0]!);
  for (const [name, rounds] of Object.entries(results)) {
    const last = rounds.at(-1)!;
    console.log(
      `round ${r + 1} ${name}: first ${last.first.wallMs.toFixed(1)} ms, runs ${last.runs.map((x) => x.wallMs.toFixed(1)).join(' ')} ms (CPU ${last.runs.map((x) => x.cpuMs.toFixed(1)).join(' ')})`,
    );
  }
}
const figures: Record<string, number> = {};
for (const [name, rounds] of Object.entries(results)) {
  const runs = rounds.flatMap((x) => x.runs);
  const prefix = before ? `${name}_` : '';
  const trades = new Set(runs.map((x) => x.trades));
  if (trades.size !== 1) throw new Error(`runs disagree on the trades: ${[...trades].join(', ')}`);
  Object.assign(figures, {
    [`${prefix}smacross_1m_dense_trades`]: runs[0]!.trades,
    [`${prefix}smacross_1m_dense_ms_median`]: round1(median(runs.map((x) => x.wallMs))),
    [`${prefix}smacross_1m_dense_ms_min`]: round1(Math.min(...runs.map((x) => x.wallMs))),
    [`${prefix}smacross_1m_dense_ms_max`]: round1(Math.max(...runs.map((x) => x.wallMs))),
    [`${prefix}smacross_1m_dense_cpu_ms_median`]: round1(median(runs.map((x) => x.cpuMs))),
    [`${prefix}smacross_1m_dense_first_run_ms_median`]: round1(median(rounds.map((x) => x.first.wallMs))),
  });
}
figures.load_average = round1(median(loads));
console.log(JSON.stringify(figures));
