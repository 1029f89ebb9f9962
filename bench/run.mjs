// Runs every bench/*.bench.ts (or those whose name contains the first argument), one after another.
// Each benchmark prints one JSON object of named figures on its last stdout line; this runner stores it
// under bench/results/, compares it with bench/baseline/<name>.json and prints the table.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('.', import.meta.url).pathname;
const filter = process.argv[2] ?? '';
const update = process.argv.includes('--update-baseline');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();
mkdirSync(join(dir, 'results'), { recursive: true });

let failed = false;
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, '');
  console.log(`\n# ${name}`);
  const run = spawnSync(process.execPath, [join(dir, file)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const lines = run.stdout.trim().split('\n');
  if (run.status !== 0) {
    console.log(run.stdout);
    console.error(`${name}: exited with ${run.status}`);
    failed = true;
    continue;
  }
  const figures = JSON.parse(lines.at(-1));
  writeFileSync(join(dir, 'results', `${name}.json`), JSON.stringify(figures, null, 2) + '\n');
  const baselinePath = join(dir, 'baseline', `${name}.json`);
  const baseline = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')) : {};
  for (const [key, value] of Object.entries(figures)) {
    const before = baseline[key];
    const change =
      typeof before === 'number' && before !== 0
        ? ` (${(((value - before) / before) * 100).toFixed(1)}% vs baseline ${before})`
        : '';
    console.log(`${key.padEnd(48)} ${value}${change}`);
  }
  if (update) writeFileSync(baselinePath, JSON.stringify(figures, null, 2) + '\n');
}
process.exit(failed ? 1 : 0);
