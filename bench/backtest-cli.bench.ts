// The backtesting CLI end to end, as a user runs it: `npm run backtest`'s command on a CSV file of
// 1,000,000 one-minute bars (start-up, module loading, CSV parsing, the run, the statistics table), and
// the same with --json (every trade and the equity curve written out).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomMarket } from '../packages/backtest/test/random-market.ts';

const bars = 1_000_000;
const data = randomMarket(bars, 42);
const lines = ['Date,Open,High,Low,Close,Volume'];
for (let i = 0; i < bars; i++) {
  const time = new Date(data.time[i]).toISOString().slice(0, 19).replace('T', ' ');
  lines.push(`${time},${data.open[i]},${data.high[i]},${data.low[i]},${data.close[i]},${data.volume[i]}`);
}
const dir = mkdtempSync(join(tmpdir(), 'backtest-cli-bench-'));
const csv = join(dir, 'bars.csv');
writeFileSync(csv, lines.join('\n') + '\n');

const command = fileURLToPath(new URL('../packages/backtest/bin/backtest.mjs', import.meta.url));
const args = [
  '--data',
  csv,
  '--strategy',
  'sma-cross',
  '--param',
  'n1=10',
  '--param',
  'n2=20',
  '--exclusive',
];
const timeRuns = (extra: string[]): number[] => {
  const run = () => {
    const start = performance.now();
    const out = spawnSync(process.execPath, [command, ...args, ...extra], { stdio: 'ignore' });
    if (out.status !== 0) throw new Error(`backtest exited with ${out.status}`);
    return performance.now() - start;
  };
  run(); // fills the compile cache, as any earlier use would have
  return Array.from({ length: 7 }, run);
};
const table = timeRuns([]);
const json = timeRuns(['--json']);
rmSync(dir, { recursive: true });

const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
const perSecond = (ms: number): number => Math.round(bars / (ms / 1000));
console.log(`table runs ${table.map((r) => r.toFixed(0)).join(' ')} ms`);
console.log(`--json runs ${json.map((r) => r.toFixed(0)).join(' ')} ms, load average ${loadavg()[0]}`);
console.log(
  JSON.stringify({
    cli_1m_bars_per_s_median: perSecond(median(table)),
    cli_1m_bars_per_s_best: perSecond(Math.min(...table)),
    cli_1m_json_bars_per_s_median: perSecond(median(json)),
  }),
);
