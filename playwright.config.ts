import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium.ts';
import { freePort } from './e2e/servers.ts';

/**
 * The end-to-end files run on three servers, each with its own demo database, one file at a time on each: the
 * energy area's files, the files that change roles, accounts and the admin's language that the others sign in
 * with, and all the rest. Two of them run side by side, one per core of the machines CI runs on: the first two
 * servers' files from the start, the third's once either of those is done. The accessibility walk through every
 * page only reads: it runs beside the energy files, so that the two sides take about as long.
 */
const SHARED_STATE = [
  /\/admin\.spec\.ts$/,
  /\/session\.spec\.ts$/,
  /\/a11y\.spec\.ts$/,
  /\/preferences\.spec\.ts$/,
  /\/energy-permissions\.spec\.ts$/,
];
const ENERGY = /\/energy-[^/]*\.spec\.ts$/;
const WALK = /\/a11y-catalogue\.spec\.ts$/;
const SERVERS = {
  e2e: { testIgnore: [/screenshots\.spec\.ts/, ENERGY, WALK, ...SHARED_STATE] },
  'e2e-energy': { testMatch: [WALK, ENERGY], testIgnore: SHARED_STATE },
  'e2e-shared-state': { testMatch: SHARED_STATE },
};
type ServerName = keyof typeof SERVERS;

// Workers inherit the runner's environment: each server's port and data directory are chosen once.
const names = Object.keys(SERVERS) as ServerName[];
for (const [index, name] of names.entries()) {
  process.env[`E2E_PORT_${index}`] ??= String(await freePort());
  process.env[`E2E_DATA_DIR_${index}`] ??= mkdtempSync(join(tmpdir(), `alvorada-${name}-`));
}
const baseURL = (name: ServerName) => `http://localhost:${process.env[`E2E_PORT_${names.indexOf(name)}`]}`;

/** The projects named on the command line (`--project x` or `--project=x`): only their servers start. */
const asked = process.argv.flatMap((arg, i, all) =>
  arg === '--project' ? [all[i + 1]] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
);
const started = names.filter(
  (name) => !asked.length || asked.includes(name) || (name === 'e2e' && asked.includes('screenshots')),
);

// e2e/servers.ts starts them (and builds the web app first unless E2E_PREBUILT, as `npm test` has done).
process.env.E2E_SERVERS = started
  .map(
    (name) =>
      `${process.env[`E2E_PORT_${names.indexOf(name)}`]}:${process.env[`E2E_DATA_DIR_${names.indexOf(name)}`]}`,
  )
  .join(',');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Safety nets against a hang, not verdicts: a case's verdict comes from what it checks, however busy the machine.
  // An expectation waits up to a minute for what it looks for.
  timeout: 600_000,
  expect: { timeout: 60_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    locale: 'pt-BR',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    ...names.map((name) => ({ name, ...SERVERS[name], workers: 1, use: { baseURL: baseURL(name) } })),
    // `SCREENSHOTS=1 npx playwright test --project screenshots` refreshes docs/screenshots.
    ...(process.env.SCREENSHOTS
      ? [{ name: 'screenshots', testMatch: /screenshots\.spec\.ts/, use: { baseURL: baseURL('e2e') } }]
      : []),
  ],
  globalSetup: './e2e/servers.ts',
});
