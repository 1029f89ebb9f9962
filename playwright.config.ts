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

// Workers inherit the runner's environment: the port and data directory are chosen once.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'alvorada-e2e-'));
const baseURL = `http://localhost:${process.env.E2E_PORT}`;
const SHARED_STATE = [
  /\/admin\.spec\.ts$/,
  /\/session\.spec\.ts$/,
  /\/a11y\.spec\.ts$/,
  /\/preferences\.spec\.ts$/,
  /\/energy-permissions\.spec\.ts$/,
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One file at a time: the machines CI runs on have two cores, which the browser and the server share.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    locale: 'pt-BR',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'e2e', testIgnore: [/screenshots\.spec\.ts/, ...SHARED_STATE] },
    // These change roles, accounts and the admin's language that the other files sign in with: they run
    // once those are done (and stay apart from them if more workers are given).
    { name: 'e2e-shared-state', testMatch: SHARED_STATE, dependencies: ['e2e'], workers: 1 },
    // `SCREENSHOTS=1 npx playwright test --project screenshots` refreshes docs/screenshots.
    ...(process.env.SCREENSHOTS ? [{ name: 'screenshots', testMatch: /screenshots\.spec\.ts/ }] : []),
  ],
  webServer: {
    // `npm test` builds the web app once for both of its runs.
    command: `${process.env.E2E_PREBUILT ? '' : 'npm run build -w @alvorada/web && '}node apps/server/src/main.ts`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOGIN_RATE_MAX: '10000',
      LOGIN_RATE_IP_MAX: '10000',
      // The developer tools' tests read the per-request lines (logged at info) in the log tail and the explorer.
      LOG_LEVEL: 'info',
    },
  },
});
