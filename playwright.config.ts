import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium.ts';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The end-to-end files run on three servers, each with its own demo database, one file at a time on each: the
 * energy area's files, the files that change roles, accounts and the admin's language that the others sign in
 * with, and all the rest. Two of them run side by side, one per core of the machines CI runs on.
 */
const SHARED_STATE = [
  /\/admin\.spec\.ts$/,
  /\/session\.spec\.ts$/,
  /\/a11y\.spec\.ts$/,
  /\/preferences\.spec\.ts$/,
  /\/energy-permissions\.spec\.ts$/,
];
const ENERGY = /\/energy-[^/]*\.spec\.ts$/;
const SERVERS = {
  e2e: { testIgnore: [/screenshots\.spec\.ts/, ENERGY, ...SHARED_STATE] },
  'e2e-energy': { testMatch: ENERGY, testIgnore: SHARED_STATE },
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

const server = (name: ServerName) => ({
  // `npm test` builds the web app once before it.
  command: `${process.env.E2E_PREBUILT ? '' : 'npm run build -w @alvorada/web && '}node apps/server/src/main.ts`,
  url: `${baseURL(name)}/api/health`,
  timeout: 600_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: process.env[`E2E_PORT_${names.indexOf(name)}`]!,
    DATA_DIR: process.env[`E2E_DATA_DIR_${names.indexOf(name)}`]!,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOGIN_RATE_MAX: '10000',
    LOGIN_RATE_IP_MAX: '10000',
    // The developer tools' tests read the per-request lines (logged at info) in the log tail and the explorer.
    LOG_LEVEL: 'info',
  },
});

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
  webServer: started.map(server),
});
