import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSession, DEMO, PASSWORD } from './support.ts';
import {
  latestClosedCycle,
  operatorApi,
  overdueInvoiceBefore,
  unitWithoutBill,
} from './energy-cycle-support.ts';
import { smaCrossSession } from './trading-support.ts';
import { workanaMatchesFor } from './workana-support.ts';

const variants = [
  { language: 'pt-BR', direction: 'ltr', theme: 'light' },
  { language: 'pt-BR', direction: 'ltr', theme: 'dark' },
  { language: 'ar', direction: 'rtl', theme: 'light' },
  { language: 'ar', direction: 'rtl', theme: 'dark' },
] as const;

async function contextFor(browser: Browser, baseURL: string, settings: Record<string, string>) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 760 } });
  await context.addCookies(
    Object.entries(settings).map(([name, value]) => ({ name: `Alvorada-${name}`, value, url: baseURL })),
  );
  return context;
}

/** Signs in through the form in any language: the fields are found by their autocomplete role. */
async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.locator('[data-layout]')).toBeVisible();
}

for (const { language, direction, theme } of variants) {
  test(`login and shell, ${language} ${theme}`, async ({ browser, baseURL }) => {
    const context = await contextFor(browser, baseURL!, { language, direction, theme });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/login-${language}-${theme}.png` });
    await signInAs(page, DEMO.admin);
    await expect(page).toHaveURL(/\/dashboards\/main$/);
    await page.goto('/pages/user-profile/profile');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/shell-${language}-${theme}.png` });
    await context.close();
  });
}

for (const { language, direction, theme } of [variants[0], variants[3]]) {
  test(`main dashboard, search and keyboard help, ${language} ${theme}`, async ({ browser, baseURL }) => {
    const context = await contextFor(browser, baseURL!, { language, direction, theme });
    const page = await context.newPage();
    const settled = async () => {
      await expect(page.locator('[data-dashboard-card] [data-figure]').first()).toBeVisible();
      await expect(page.getByTestId('dashboard-card-skeleton')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      // The charts draw in.
      await page.waitForTimeout(1200);
    };
    for (const [who, name] of [
      [DEMO.admin, 'admin'],
      [DEMO.energia, 'energia'],
    ] as const) {
      await context.clearCookies({ name: /^Alvorada-(access|refresh)Token$/ });
      await signInAs(page, who);
      await settled();
      await page.screenshot({
        path: `docs/screenshots/dashboard-${name}-${language}-${theme}.png`,
        fullPage: true,
      });
    }
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill('solar');
    await expect(page.getByRole('option').nth(2)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/search-${language}-${theme}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox')).toBeHidden();
    await page.keyboard.press('Shift+?');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `docs/screenshots/keyboard-help-${language}-${theme}.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('customizer-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `docs/screenshots/customizer-${language}-${theme}.png` });
    await context.close();
  });
}

for (const { language, direction, theme } of [variants[0], variants[3]]) {
  test(`account settings and users list, ${language} ${theme}`, async ({ browser, baseURL }) => {
    const context = await contextFor(browser, baseURL!, { language, direction, theme });
    const page = await context.newPage();
    await signInAs(page, DEMO.admin);
    await page.goto('/pages/account-settings/account');
    await expect(page.locator('input[name="full_name"]')).toHaveValue(/.+/);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/account-settings-${language}-${theme}.png` });
    await page.goto('/admin-panel/user/list');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/admin-users-${language}-${theme}.png` });
    await context.close();
  });
}

for (const { language, direction, theme } of [variants[0], variants[3]]) {
  test(`admin screens, ${language} ${theme}`, async ({ browser, baseURL }) => {
    const context = await contextFor(browser, baseURL!, { language, direction, theme });
    const page = await context.newPage();
    await signInAs(page, DEMO.admin);
    const shoot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `docs/screenshots/admin-${name}-${language}-${theme}.png` });
    };
    await page.goto('/admin-panel/user/view/1?tab=security');
    await expect(page.getByRole('table')).toBeVisible();
    await shoot('user-security');
    await page.goto('/admin-panel/roles');
    await page.locator('.MuiCardActions-root').nth(1).locator('.MuiButton-contained').click();
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await shoot('roles-editor');
    // Something for the audit log to show: a user deactivated and reactivated.
    const admin = await apiSession(page.request, DEMO.admin);
    const found = await page.request.get('/api/admin/users/?search=trader', { headers: admin.headers });
    const trader = (await found.json()).results[0] as { id: number };
    for (const status of ['inactive', 'active']) {
      await page.request.patch(`/api/admin/users/${trader.id}/`, {
        headers: admin.headers,
        data: { status },
      });
    }
    await page.goto('/admin-panel/permissions?tab=audit');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await shoot('audit');
    await page.goto('/admin-panel/email');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot('email');
    await context.close();
  });
}

const PAGES = [
  { name: 'energy-generation', user: DEMO.energia, path: '/geracao/visao-geral' },
  { name: 'energy-plant', user: DEMO.energia, path: '/geracao/usinas/1' },
  { name: 'energy-prosumers', user: DEMO.energia, path: '/prosumidores/visao-geral' },
  { name: 'energy-credits', user: DEMO.energia, path: '/creditos/visao-geral' },
  { name: 'energy-finance', user: DEMO.energia, path: '/financeiro/visao-geral' },
  { name: 'energy-customer', user: DEMO.energia, path: '/prosumidores/clientes/2' },
  { name: 'energy-unit', user: DEMO.energia, path: '/prosumidores/ucs/2' },
  { name: 'energy-invoice', user: DEMO.energia, path: '/financeiro/faturas/', find: 'carried-invoice' },
  { name: 'energy-reports', user: DEMO.energia, path: '/relatorios/visao-geral' },
  { name: 'energy-allocation', user: DEMO.energia, path: '/geracao/usinas/1/rateio' },
  { name: 'energy-imports', user: DEMO.energia, path: '/geracao/importacoes' },
  { name: 'energy-cycles', user: DEMO.energia, path: '/creditos/ciclos' },
  { name: 'trading-backtest', user: DEMO.trader, path: '/automations/paracima/backtest', run: 'backtest' },
  {
    name: 'trading-optimization',
    user: DEMO.trader,
    path: '/automations/paracima/backtest',
    run: 'optimization',
  },
  {
    name: 'trading-walk-forward',
    user: DEMO.trader,
    path: '/automations/paracima/backtest',
    run: 'walk_forward',
  },
  { name: 'trading-builder', user: DEMO.trader, path: '/automations/paracima/builder', run: 'rules' },
  {
    name: 'trading-operations',
    user: DEMO.trader,
    path: '/automations/paracima/BacktestOperationsTable',
    run: 'backtest',
  },
  {
    name: 'trading-monitor',
    user: DEMO.trader,
    path: '/automations/paracima/StrategyMonitor',
    run: 'sessions',
  },
  { name: 'trading-resume', user: DEMO.admin, path: '/automations/paracima/resume', run: 'resume' },
  { name: 'trading-settings', user: DEMO.admin, path: '/automations/paracima/settings' },
  { name: 'workana-resume', user: DEMO.admin, path: '/automations/workana/resume', run: 'workana' },
  { name: 'workana-settings', user: DEMO.admin, path: '/automations/workana/settings', run: 'workana' },
  { name: 'development-api-debug', user: DEMO.dev, path: '/development/api-debug' },
  { name: 'development-logs', user: DEMO.dev, path: '/development/logs' },
  { name: 'development-performance', user: DEMO.dev, path: '/development/performance' },
  { name: 'development-tests', user: DEMO.dev, path: '/development/tests' },
] as const;

/**
 * What shows a screen is drawn: something filled in (a figure, the settings' fields), and the builder's
 * preview, the operations' rows, the session's chart, or a chart.
 */
const READY: Record<string, [string, string]> = {
  'trading-builder': ['[data-kpi-value]', '[data-preview="ready"] canvas'],
  'trading-operations': ['[data-kpi-value]', '[role="grid"] [role="gridcell"]'],
  'trading-monitor': [
    '[data-session-view] [data-figure="equity"] dd',
    '[data-session-view] [role="figure"] canvas',
  ],
  'trading-settings': ['form fieldset', 'form fieldset'],
  'energy-customer': ['[data-testid="customer-data"] dd', '[role="grid"] [role="gridcell"]'],
  'energy-unit': ['[data-kpi-value]', '[data-testid="unit-cycles"] tbody tr'],
  'energy-invoice': ['[data-kpi-value]', '[data-testid="invoice-lines"] dd'],
  'workana-settings': ['[data-testid="rule-row"]', '[data-testid="source-fixture"]'],
  'energy-reports': ['[data-kpi-value]', '[data-report-type]'],
  'energy-allocation': ['[data-testid="allocation-sum"]', '[data-testid^="allocation-version-"]'],
  'energy-imports': ['[role="tab"]', '[role="grid"]'],
  'energy-cycles': ['[role="grid"] [role="gridcell"]', '[role="grid"] [role="gridcell"]'],
  'development-api-debug': ['[role="grid"] [role="gridcell"]', '[role="grid"] [role="gridcell"]'],
  'development-logs': ['[data-log-line]', '[data-log-line]'],
  'development-tests': ['[data-check]', '[data-outcome]'],
};
const DEFAULT_READY: [string, string] = ['[data-kpi-value]', '.echarts-for-react svg'];

/** The README SmaCross as the builder makes it: 10/20 long and short, reversing. */
async function smaCrossRules(page: Page, headers: Record<string, string>) {
  const sma = (period: number) => ({ kind: 'indicator', name: 'sma', period, source: 'close' });
  const entry = (op: string) => ({ op, left: sma(10), right: sma(20) });
  const response = await page.request.post('/api/trading/strategies/', {
    headers,
    data: {
      name: 'SmaCross 10/20 long/short',
      definition: {
        kind: 'rules',
        rules: { entry: { long: entry('crossesAbove'), short: entry('crossesBelow') }, reverse: true },
      },
    },
  });
  return `?strategy=${(await response.json()).id}`;
}

/**
 * What the summary shows: backtests of a few built-in strategies on GOOG (USD) and the B3 demo instruments
 * (BRL), and the demo strategy replayed as a paper session, all the admin's; made once.
 */
async function summaryData(page: Page) {
  const { headers } = await apiSession(page.request, DEMO.admin);
  const post = async (path: string, data: unknown) =>
    (await page.request.post(`/api/trading${path}`, { headers, data })).json();
  const get = async (path: string) => (await page.request.get(`/api/trading${path}`, { headers })).json();
  // Both screenshots show the same records: the second finds them made.
  if ((await get('/strategies/?search=Bollinger')).count) return '';
  // First, while the demo SMA cross is the latest strategy named so.
  await smaCrossSession(page, headers, { name: 'SmaCross 10/20 · GOOG', state: 'finished' });
  const instruments = (await get('/instruments/')).results as { id: number; symbol: string }[];
  const idOf = (symbol: string) => instruments.find((i) => i.symbol === symbol)!.id;
  const runs = [
    ['Bandas de Bollinger', 'bollinger-breakout', 'GOOG'],
    ['Reversão por IFR', 'rsi-reversion', 'GOOG'],
    ['Cruzamento MACD', 'macd-cross', 'PETR4'],
    ['Rompimento de Donchian', 'donchian-breakout', 'VALE3'],
    ['Reversão por IFR', 'rsi-reversion', 'ITUB4'],
    ['Cruzamento MACD', 'macd-cross', 'GOOG'],
  ] as const;
  const strategies = new Map<string, number>();
  const ids: number[] = [];
  for (const [name, builtIn, symbol] of runs) {
    if (!strategies.has(name))
      strategies.set(
        name,
        (await post('/strategies/', { name, definition: { kind: 'built_in', built_in: builtIn } }))
          .version_id,
      );
    const run = await post('/backtests/', {
      instrument_id: idOf(symbol),
      strategy_version_id: strategies.get(name),
      commission_rate: 0.002,
      exclusive_orders: true,
      cash: symbol === 'GOOG' ? 10_000 : 100_000,
    });
    ids.push(run.id);
  }
  for (const id of ids)
    await expect.poll(async () => (await get(`/backtests/${id}/`)).state, { timeout: 120_000 }).toBe('done');
  return '';
}

/**
 * Paper sessions of the demo trader's SMA cross 10/20 on GOOG at full speed: one halted by its daily loss
 * limit, then one replayed to the end, which opens.
 */
async function pastSessions(page: Page, headers: Record<string, string>) {
  // The second language's screenshot shows the sessions the first one started.
  const start = async (name: string, limits: object, state: string) => {
    const held = (await (await page.request.get(`/api/trading/sessions/?state=${state}`, { headers })).json())
      .results;
    const same = held.find((session: { name: string }) => session.name === name);
    return same ? (same.id as number) : smaCrossSession(page, headers, { name, limits, state });
  };
  await start('SmaCross 10/20 · limite diário', { max_daily_loss: 150 }, 'halted');
  return `?session=${await start('SmaCross 10/20 · GOOG', {}, 'finished')}`;
}

/**
 * A finished run of the README SmaCross on GOOG (a backtest with a Monte Carlo analysis, or a small search of
 * its periods), over the API; or, for the builder, the same strategy as rules.
 */
async function finishedRun(
  page: Page,
  kind: 'backtest' | 'optimization' | 'walk_forward' | 'rules' | 'sessions' | 'resume' | 'workana',
) {
  if (kind === 'resume') return summaryData(page);
  if (kind === 'workana') {
    await workanaMatchesFor(page.request);
    return '';
  }
  const { headers } = await apiSession(page.request, DEMO.trader);
  if (kind === 'rules') return smaCrossRules(page, headers);
  if (kind === 'sessions') return pastSessions(page, headers);
  const post = async (path: string, data: unknown) =>
    (await page.request.post(path, { headers, data })).json();
  const [goog] = (await (await page.request.get('/api/trading/instruments/?search=GOOG', { headers })).json())
    .results;
  const strategy = await post('/api/trading/strategies/', {
    name: 'SmaCross 10/20',
    definition: { kind: 'built_in', built_in: 'sma-cross', params: { n1: 10, n2: 20 } },
  });
  const common = {
    instrument_id: goog.id,
    strategy_version_id: strategy.version_id,
    commission_rate: 0.002,
    exclusive_orders: true,
  };
  const search = { space: { n1: { min: 5, max: 30, step: 5 }, n2: { min: 20, max: 80, step: 10 } } };
  const paths = { backtest: 'backtests', optimization: 'optimizations', walk_forward: 'walk-forwards' };
  const run = await post(`/api/trading/${paths[kind]}/`, {
    ...common,
    ...(kind === 'backtest' ? {} : { ...search, maximize: 'Sharpe Ratio' }),
  });
  const done = (path: string) =>
    expect
      .poll(async () => (await (await page.request.get(path, { headers })).json()).state, {
        timeout: 120_000,
      })
      .toBe('done');
  await done(`/api/trading/${paths[kind]}/${run.id}/`);
  if (kind === 'backtest') {
    // The backtest with its trades resampled, so the Monte Carlo card shows its figures.
    const analysis = await post(`/api/trading/backtests/${run.id}/monte-carlo/`, {});
    await done(`/api/trading/monte-carlo/${analysis.id}/`);
  }
  return `?${kind === 'backtest' ? 'run' : kind}=${run.id}`;
}

/** An open invoice of the demo carrying the late charges of an earlier one: the id its page takes. */
async function invoiceWithCarriedCharges(page: Page) {
  const { headers } = await apiSession(page.request, DEMO.energia);
  const list = await page.request.get('/api/energy/invoices/?ordering=-cycle&page_size=100', { headers });
  const invoices = (await list.json()).results as { id: number; carried_charges_centavos: number }[];
  return String(invoices.find((invoice) => invoice.carried_charges_centavos > 0)!.id);
}

/** One run of the platform's self-checks, for the tests page. */
async function runSelfChecks(page: Page) {
  const { headers } = await apiSession(page.request, DEMO.dev);
  expect((await page.request.post('/api/development/self-checks/', { headers })).ok()).toBe(true);
}

/**
 * A few reports in the history (one ready, one failed with its reason, one named by its UC) and a schedule
 * of one plant, for the reports page.
 */
async function requestReports(page: Page) {
  const { headers } = await apiSession(page.request, DEMO.energia);
  const post = async (path: string, data: unknown) =>
    expect((await page.request.post(path, { headers, data })).ok()).toBe(true);
  await post('/api/energy/reports/', { type: 'regulatorio', format: 'pdf', params: {} });
  await post('/api/energy/reports/', { type: 'financeiro', format: 'xlsx', params: {} });
  await post('/api/energy/reports/', {
    type: 'conferencia_faturas',
    format: 'pdf',
    params: { month: '2019-01' },
  });
  const units = await (await page.request.get('/api/energy/units/', { headers })).json();
  await post('/api/energy/reports/', {
    type: 'extrato_creditos',
    format: 'pdf',
    params: { unit_id: units.results[0].id },
  });
  const plants = await (await page.request.get('/api/energy/plants/', { headers })).json();
  await post('/api/energy/report-schedules/', {
    type: 'geracao_mensal',
    format: 'pdf',
    params: { plant_id: plants.results[0].id },
    day: 2,
    hour: 7,
    recipients: 'requester',
  });
}

for (const { language, direction, theme } of [variants[0], variants[3]]) {
  for (const screen of PAGES) {
    test(`${screen.name}, ${language} ${theme}`, async ({ browser, baseURL }) => {
      const context = await contextFor(browser, baseURL!, { language, direction, theme });
      const page = await context.newPage();
      await signInAs(page, screen.user);
      const query =
        'run' in screen
          ? await finishedRun(page, screen.run)
          : 'find' in screen
            ? await invoiceWithCarriedCharges(page)
            : '';
      if (screen.name === 'energy-reports') await requestReports(page);
      if (screen.name === 'development-tests') await runSelfChecks(page);
      await page.goto(screen.path + query);
      const [filled, drawn] = READY[screen.name] ?? DEFAULT_READY;
      await expect(page.locator(filled).first()).not.toBeEmpty();
      await expect(page.locator(drawn).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      await page.screenshot({
        path: `docs/screenshots/${screen.name}-${language}-${theme}.png`,
        fullPage: true,
      });
      await context.close();
    });
  }
}

for (const { language, direction, theme } of [variants[0], variants[3]]) {
  test(`optop agent, ${language} ${theme}`, async ({ browser, baseURL }) => {
    const context = await contextFor(browser, baseURL!, { language, direction, theme });
    const page = await context.newPage();
    await signInAs(page, DEMO.admin);
    await page.goto('/optop/agent');
    // The offline router answers from the demo data: a question that calls a tool, and the answer.
    const question = page.locator('textarea').first();
    await question.fill('quanto gerou a usina Pampulha em março?');
    await question.press('Enter');
    const call = page.getByTestId('tool-call').first();
    await expect(call.locator('.MuiChip-colorSuccess')).toBeVisible();
    await expect(page.getByRole('log').locator('strong').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `docs/screenshots/optop-agent-${language}-${theme}.png` });
    await context.close();
  });

  test(`public pages and FAQ, ${language} ${theme}`, async ({ browser, baseURL }) => {
    const context = await contextFor(browser, baseURL!, { language, direction, theme });
    const page = await context.newPage();
    const shot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      await page.screenshot({ path: `docs/screenshots/${name}-${language}-${theme}.png`, fullPage: true });
    };
    await page.goto('/front-pages/pricing?ciclo=annual');
    await expect(page.getByRole('table')).toBeVisible();
    await shot('public-pricing');
    await page.goto('/front-pages/payment?plano=profissional&ciclo=annual');
    await page.locator('input[type="radio"][value="pix"]').check();
    await expect(page.locator('img[src^="data:image/png"]')).toBeVisible();
    await shot('public-payment-pix');
    await page.goto('/front-pages/help-center');
    await expect(page.locator('#category-energy')).toBeVisible();
    await shot('public-help-center');
    await page.goto('/front-pages/help-center/article/rateio-de-creditos');
    await expect(page.locator('#feedback-title')).toBeVisible();
    await shot('public-help-article');
    await signInAs(page, DEMO.usuario);
    await page.goto('/pages/faq');
    await expect(page.locator('#topic-billing')).toBeVisible();
    await page.locator('#faq-trial').click();
    await shot('faq');
    await context.close();
  });
}

/**
 * The demo's latest cycle reopened and closed again without the bill of one new UC, with the reasons, and an
 * older overdue invoice with a payment reversed and one standing: made once, the second language finds them.
 */
async function cycleAndReversal(page: Page) {
  const api = await operatorApi(page.request);
  const latest = await latestClosedCycle(api);
  const invoice = await overdueInvoiceBefore(api, latest.cycle);
  if (!(await api.get(`/cycles/${latest.id}/`)).override) {
    await unitWithoutBill(api);
    await api.post(`/cycles/${latest.id}/reopen/`, { reason: 'Faturas da distribuidora corrigidas.' });
    await api.post(`/cycles/${latest.id}/close/`, {
      override: true,
      reason: 'A distribuidora ainda não enviou a fatura da UC nova.',
    });
    await expect.poll(async () => (await api.get(`/cycles/${latest.id}/`)).state).toBe('closed');
    const pay = (amount_centavos: number) =>
      api.post('/payments/', {
        invoice_id: invoice.id,
        method: 'PIX',
        amount_centavos,
        credited_on: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }),
      });
    const reversed = await pay(15_000);
    await api.post(`/payments/${reversed.id}/reverse/`, { reason: 'Crédito devolvido pelo banco.' });
    await pay(10_000);
  }
  return { cycle: latest.id, invoice: invoice.id };
}

for (const { language, direction, theme } of [variants[0], variants[3]]) {
  test(`energy cycle detail and reversed payment, ${language} ${theme}`, async ({ browser, baseURL }) => {
    const context = await contextFor(browser, baseURL!, { language, direction, theme });
    const page = await context.newPage();
    await signInAs(page, DEMO.admin);
    const made = await cycleAndReversal(page);
    const shoot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      await page.screenshot({ path: `docs/screenshots/${name}-${language}-${theme}.png`, fullPage: true });
    };
    await page.goto(`/creditos/ciclos/${made.cycle}`);
    await expect(page.getByTestId('cycle-history').locator('[data-event]').first()).toBeVisible();
    await expect(page.locator('[role="grid"] [role="gridcell"]').first()).toBeVisible();
    await shoot('energy-cycle-detail');
    await page.goto(`/financeiro/faturas/${made.invoice}`);
    await expect(page.locator('[data-reversed="true"]').first()).toBeVisible();
    await shoot('energy-invoice-reversed');
    await context.close();
  });
}
