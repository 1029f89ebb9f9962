// `npm test`: every suite — Vitest (packages, server on PGlite and, when DATABASE_URL is set, on PostgreSQL,
// web components), then the web app's build and Playwright end to end — and one closing line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'alvorada-results-'));
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
/** A failure's first lines, indented under it: enough to tell which check failed when only the tail is kept. */
const why = (message) =>
  message
    ? `\n${stripVTControlCharacters(message)
        .split('\n')
        .filter((line) => line.trim() && !/^\s*at .*node_modules/.test(line))
        .slice(0, 6)
        .map((line) => `    ${line.slice(0, 300)}`)
        .join('\n')}`
    : '';
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
let broken = false;
const failures = [];

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
  for (const file of vitest.testResults)
    for (const test of file.assertionResults)
      if (test.status === 'failed')
        failures.push(
          `vitest ${file.name.replace(root, '')} › ${test.fullName}${why(test.failureMessages?.[0])}`,
        );
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) broken = true;

/** The end-to-end projects, each against its own server and demo database (playwright.config.ts). */
function playwright() {
  const file = join(out, 'playwright.json');
  const status = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    E2E_PREBUILT: '1',
  });
  const e2e = read(file);
  if (e2e) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          if (test.status === 'unexpected')
            failures.push(
              `playwright ${spec.file} › ${[...titles, spec.title].join(' › ')} [${test.projectName}]` +
                why(test.results.at(-1)?.error?.message),
            );
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of e2e.suites) walk(suite, []);
  }
  if (status !== 0 && (!e2e || e2e.stats.unexpected === 0)) broken = true;
}

if (existsSync(join(root, 'playwright.config.ts'))) {
  if (run('npm', ['run', 'build', '-w', '@alvorada/web']) !== 0) broken = true;
  else playwright();
}

if (broken) failed += 1;
// Repeated at the end, where a long log's tail still shows them.
for (const line of failures) console.log(`failed: ${line}`);
if (broken) console.log('failed: a runner exited with an error outside any test');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
