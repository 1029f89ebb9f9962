// `npm test`: every suite — Vitest (packages, server on PGlite and, when DATABASE_URL is set, on PostgreSQL,
// web components) and then Playwright end to end (its web server builds the web app first) — and one closing line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'alvorada-results-'));
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
let broken = false;

const vitestFile = join(out, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestFile}`,
]);
const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) broken = true;

if (existsSync(join(root, 'playwright.config.ts'))) {
  const e2eFile = join(out, 'e2e.json');
  const e2eStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile,
  });
  const e2e = read(e2eFile);
  if (e2e) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
  }
  if (e2eStatus !== 0 && (!e2e || e2e.stats.unexpected === 0)) broken = true;
}

if (broken) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
