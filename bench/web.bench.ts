// A fresh production build of apps/web served by the real server in its own process (embedded database,
// demo accounts), then Lighthouse (simulated mobile: slow 4G, 4× CPU slowdown) in Debian's Chromium on
// /login, on the public pricing page and on the signed-in dashboard (of a user with no card, and of the
// administrator with every card), best of three runs each. The JavaScript figures are what the
// browser fetched during the /login run (transfer sizes, so after the server's compression).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const RUNS = 3;
const root = join(import.meta.dirname, '..');
const build = spawnSync('npm', ['run', 'build', '-w', '@alvorada/web'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const base = `http://localhost:${port}`;
const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'alvorada-bench-web-')),
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    DEMO_SEED: 'true',
  },
});

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  scripts: { transfer: number; raw: number; files: number };
}

async function audit(page: Page, url: string): Promise<Run> {
  // A cold HTTP cache each time; the session (cookies, local storage) stays for the signed-in runs.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    },
    undefined,
    page,
  );
  const { audits, categories } = result!.lhr;
  const score = (id: string) => Math.round((categories[id]!.score ?? 0) * 100);
  const ms = (id: string) => Math.round(audits[id]!.numericValue!);
  const requests = (audits['network-requests']!.details as { items: Record<string, unknown>[] }).items;
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const sum = (key: string) => scripts.reduce((total, request) => total + (request[key] as number), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    scripts: { transfer: sum('transferSize'), raw: sum('resourceSize'), files: scripts.length },
  };
}

async function bestOf(page: Page, url: string): Promise<Run> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(page, url));
  console.log(`${url}: performance ${runs.map((run) => run.performance).join(', ')}`);
  return runs.reduce((best, run) => (run.performance > best.performance ? run : best));
}

const figures = (prefix: string, run: Run) => ({
  [`${prefix}_performance`]: run.performance,
  [`${prefix}_fcp_ms`]: run.fcp,
  [`${prefix}_lcp_ms`]: run.lcp,
  [`${prefix}_tbt_ms`]: run.tbt,
});

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  const deadline = Date.now() + 180_000;
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const loadBefore = loadavg()[0]!;

  const login = await bestOf(page, `${base}/login`);
  const pricing = await bestOf(page, `${base}/front-pages/pricing`);

  // The landing dashboard of a user who may read no area's card, and of the administrator, who reads them all.
  const dashboardOf = async (email: string) => {
    const context = await browser.createBrowserContext();
    const signedIn = await context.newPage();
    await signedIn.goto(`${base}/login`);
    await signedIn.locator('input[autocomplete="username"]').fill(email);
    await signedIn.locator('input[autocomplete="current-password"]').fill('Alvorada@2026');
    await signedIn.locator('[data-testid="login-submit"]').click();
    await signedIn.waitForFunction("!location.pathname.startsWith('/login')");
    const run = await bestOf(signedIn, signedIn.url());
    await context.close();
    return run;
  };
  const dashboard = await dashboardOf('usuario@alvorada.dev');
  const adminDashboard = await dashboardOf('admin@alvorada.dev');

  await browser.disconnect();
  console.log(
    JSON.stringify({
      ...figures('lighthouse_login', login),
      lighthouse_login_accessibility: login.accessibility,
      lighthouse_login_best_practices: login.bestPractices,
      login_js_transfer_kb: Math.round(login.scripts.transfer / 102.4) / 10,
      login_js_raw_kb: Math.round(login.scripts.raw / 102.4) / 10,
      login_js_files: login.scripts.files,
      ...figures('lighthouse_pricing', pricing),
      lighthouse_pricing_accessibility: pricing.accessibility,
      pricing_js_transfer_kb: Math.round(pricing.scripts.transfer / 102.4) / 10,
      pricing_js_files: pricing.scripts.files,
      ...figures('lighthouse_dashboard', dashboard),
      dashboard_js_transfer_kb: Math.round(dashboard.scripts.transfer / 102.4) / 10,
      ...figures('lighthouse_admin_dashboard', adminDashboard),
      admin_dashboard_js_transfer_kb: Math.round(adminDashboard.scripts.transfer / 102.4) / 10,
      load_average: Number(((loadBefore + loadavg()[0]!) / 2).toFixed(1)),
    }),
  );
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}
