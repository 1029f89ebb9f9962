import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { apiSession, DEMO, PASSWORD, textAt, webTexts } from './support.ts';
import {
  finishedRun,
  invoiceWithCarriedCharges,
  provokeFaults,
  runDemoCollection,
  requestReports,
  cycleAndReversal,
} from './screenshot-data.ts';

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

type Variant = (typeof variants)[number];
/** What a screenshot test gets: its page and the page's context, set to one variant. */
type Shot = { page: Page; context: BrowserContext } & Variant;

/** A test per variant (pt-BR light and Arabic dark unless told), on a page of its own set to that variant. */
function shots(
  title: string,
  run: (shot: Shot) => Promise<void>,
  among: readonly Variant[] = [variants[0], variants[3]],
) {
  for (const variant of among)
    test(`${title}, ${variant.language} ${variant.theme}`, async ({ browser, baseURL }) => {
      const context = await contextFor(browser, baseURL!, variant);
      const page = await context.newPage();
      await run({ page, context, ...variant });
      await context.close();
    });
}

/** Signs in through the form in any language: the fields are found by their autocomplete role. */
async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.locator('[data-layout]')).toBeVisible();
}

shots(
  'login and shell',
  async ({ page, language, direction, theme }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/login-${language}-${theme}.png` });
    await signInAs(page, DEMO.admin);
    await expect(page).toHaveURL(/\/dashboards\/main$/);
    await page.goto('/pages/user-profile/profile');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/shell-${language}-${theme}.png` });
  },
  variants,
);

shots('main dashboards', async ({ page, context, language, theme }) => {
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
});

shots('search, keyboard help and customizer', async ({ page, language, theme }) => {
  await signInAs(page, DEMO.admin);
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
});

shots(`a Usuário's dashboard`, async ({ page, language, theme }) => {
  await signInAs(page, DEMO.usuario);
  await expect(page.locator('[data-dashboard-card="help"] li a').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-card-skeleton')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: `docs/screenshots/dashboard-usuario-${language}-${theme}.png`,
    fullPage: true,
  });
});

shots('account settings and users list', async ({ page, language, theme }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/pages/account-settings/account');
  await expect(page.locator('input[name="full_name"]')).toHaveValue(/.+/);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `docs/screenshots/account-settings-${language}-${theme}.png` });
  await page.goto('/admin-panel/user/list');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `docs/screenshots/admin-users-${language}-${theme}.png` });
});

shots('admin screens', async ({ page, language, theme }) => {
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
});

const PAGES = [
  { name: 'energy-generation', user: DEMO.energia, path: '/geracao/visao-geral' },
  { name: 'energy-plant', user: DEMO.energia, path: '/geracao/usinas/1' },
  { name: 'energy-prosumers', user: DEMO.energia, path: '/prosumidores/visao-geral' },
  { name: 'energy-credits', user: DEMO.energia, path: '/creditos/visao-geral' },
  { name: 'energy-finance', user: DEMO.energia, path: '/financeiro/visao-geral' },
  { name: 'energy-customer', user: DEMO.energia, path: '/prosumidores/clientes/2' },
  { name: 'energy-unit', user: DEMO.energia, path: '/prosumidores/ucs/2' },
  { name: 'energy-invoice', user: DEMO.energia, path: '/financeiro/faturas/', find: 'carried-invoice' },
  { name: 'energy-invoice-list', user: DEMO.energia, path: '/financeiro/faturas' },
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
  {
    name: 'trading-instruments',
    user: DEMO.trader,
    path: '/automations/paracima/instruments?instrument=1',
  },
  { name: 'workana-resume', user: DEMO.admin, path: '/automations/workana/resume', run: 'workana' },
  { name: 'workana-settings', user: DEMO.admin, path: '/automations/workana/settings', run: 'workana' },
  { name: 'development-api-debug', user: DEMO.dev, path: '/development/api-debug' },
  { name: 'development-logs', user: DEMO.dev, path: '/development/logs' },
  { name: 'development-performance', user: DEMO.dev, path: '/development/performance' },
  { name: 'development-tests', user: DEMO.dev, path: '/development/tests' },
  { name: 'development-exceptions', user: DEMO.dev, path: '/development/api-debug?tab=exceptions' },
  { name: 'development-jobs', user: DEMO.admin, path: '/development/api-debug?tab=jobs' },
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
  'trading-instruments': ['[data-coverage] tbody td', '[role="grid"] [role="gridcell"]'],
  'energy-customer': ['[data-testid="customer-data"] dd', '[role="grid"] [role="gridcell"]'],
  'energy-unit': ['[data-kpi-value]', '[data-testid="unit-cycles"] tbody tr'],
  'energy-invoice': ['[data-kpi-value]', '[data-testid="invoice-lines"] dd'],
  'energy-invoice-list': ['[data-kpi-value]', '[role="grid"] [role="gridcell"]'],
  'workana-settings': ['[data-testid="rule-row"]', '[data-testid="source-fixture"]'],
  'energy-reports': ['[data-kpi-value]', '[data-report-type]'],
  'energy-allocation': ['[data-testid="allocation-sum"]', '[data-testid^="allocation-version-"]'],
  'energy-imports': ['[role="tab"]', '[role="grid"]'],
  'energy-cycles': ['[role="grid"] [role="gridcell"]', '[role="grid"] [role="gridcell"]'],
  'development-api-debug': ['[role="grid"] [role="gridcell"]', '[role="grid"] [role="gridcell"]'],
  'development-logs': ['[data-log-line]', '[data-log-line]'],
  'development-tests': ['[data-collection]', '[data-step]'],
  'development-exceptions': ['[data-route]', '[data-count]'],
  'development-jobs': ['[data-job]', '[data-job]'],
};
const DEFAULT_READY: [string, string] = ['[data-kpi-value]', '.echarts-for-react svg'];

for (const screen of PAGES) {
  shots(screen.name, async ({ page, language, theme }) => {
    await signInAs(page, screen.user);
    const query =
      'run' in screen
        ? await finishedRun(page, screen.run)
        : 'find' in screen
          ? await invoiceWithCarriedCharges(page)
          : '';
    if (screen.name === 'energy-reports') await requestReports(page);
    if (screen.name === 'development-tests' || screen.name === 'development-jobs')
      await runDemoCollection(page);
    if (screen.name === 'development-exceptions') await provokeFaults(page);
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
  });
}

shots('trading backtest report', async ({ page, language, theme }) => {
  await signInAs(page, DEMO.trader);
  await page.goto('/automations/paracima/backtest' + (await finishedRun(page, 'backtest')));
  const report = page.locator('[data-report="shown"]');
  await expect(report.locator('[data-rolling] svg')).toBeVisible();
  await expect(report.locator('[data-benchmark="shown"] svg')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The charts draw in.
  await page.waitForTimeout(800);
  // The page from its top, cut to the report: the bar and the button that follow a scroll stay out of it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await report.boundingBox())!;
  await page.screenshot({
    path: `docs/screenshots/trading-backtest-report-${language}-${theme}.png`,
    fullPage: true,
    clip: box,
  });
});

shots('optop agent', async ({ page, language, theme }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/optop/agent');
  // The offline router answers from the demo data: a question that calls a tool, and the answer.
  const question = page.locator('textarea').first();
  await question.fill('quanto gerou a usina Pampulha em março?');
  await question.press('Enter');
  const call = page.getByTestId('tool-call').first();
  await expect(call.locator('.MuiChip-colorSuccess')).toBeVisible();
  await expect(page.getByRole('log').locator('strong').first()).toBeVisible();
  // The question asked again in other words: a second branch, with its switcher.
  await page.getByTestId('edit-question').click();
  const editor = page.getByRole('log').locator('textarea').first();
  await editor.fill('quanto gerou a usina Pampulha em abril?');
  await editor.press('Enter');
  await expect(page.locator('[data-branch-switcher]')).toContainText('2/2');
  await expect(page.getByTestId('tool-call').first().locator('.MuiChip-colorSuccess')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `docs/screenshots/optop-agent-${language}-${theme}.png` });
});

shots('public pages and FAQ', async ({ page, language, theme }) => {
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
});

shots('help search results', async ({ page, language, theme }) => {
  // A plural that finds its singular ("gerações" → "geração"), and an Arabic word.
  await page.goto(
    `/front-pages/help-center?q=${encodeURIComponent(language === 'ar' ? 'أرصدة' : 'gerações')}`,
  );
  await expect(page.getByRole('region').getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: `docs/screenshots/public-help-search-${language}-${theme}.png`,
    fullPage: true,
  });
});

shots('energy cycle detail and reversed payment', async ({ page, language, theme }) => {
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
});

/** An energy screen's text in `language`, as the web's catalogue has it (`key` from the namespace's root). */
const energyText = (language: string, key: string) => textAt(webTexts(`energy/${language}`), key);

/** A record's form opened from its screen's "new" button, `fill` then done in the form. */
async function newRecordForm(
  page: Page,
  language: string,
  path: string,
  button: string,
  fill: (form: Locator) => Promise<void>,
) {
  await page.goto(path);
  await page.getByRole('button', { name: energyText(language, button) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCSS('opacity', '1');
  await fill(dialog);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

/** The plant form with its name typed. */
const plantForm = (page: Page, language: string) =>
  newRecordForm(page, language, '/geracao/visao-geral', 'energy.records.newPlant', (form) =>
    form.getByRole('textbox').first().fill('Usina Solar Horizonte'),
  );

shots('energy record forms', async ({ page, language, theme }) => {
  await signInAs(page, DEMO.energia);
  // A CPF whose check digits are wrong, refused at its field when the form is saved.
  await newRecordForm(
    page,
    language,
    '/prosumidores/visao-geral',
    'energy.records.newCustomer',
    async (form) => {
      await form.getByRole('textbox').first().fill('11111111111');
      await form.getByRole('textbox').nth(1).fill('Bruno Pereira Carvalho');
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('.Mui-error').first()).toBeVisible();
    },
  );
  await page.screenshot({ path: `docs/screenshots/energy-customer-form-${language}-${theme}.png` });
  await plantForm(page, language);
  await page.screenshot({ path: `docs/screenshots/energy-plant-form-${language}-${theme}.png` });
});

test('energy screens on a phone, pt-BR light', async ({ browser, baseURL }) => {
  const context = await contextFor(browser, baseURL!, variants[0]);
  const page = await context.newPage();
  await signInAs(page, DEMO.energia);
  await page.setViewportSize({ width: 390, height: 844 });
  const shoot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `docs/screenshots/${name}-phone-pt-BR.png`, fullPage: true });
  };
  await page.goto('/geracao/usinas/1/rateio');
  await expect(page.getByTestId('allocation-sum')).not.toBeEmpty();
  await shoot('energy-allocation');
  await page.goto('/financeiro/faturas');
  await expect(page.locator('[role="grid"] [role="gridcell"]').first()).toBeVisible();
  await shoot('energy-invoice-list');
  await plantForm(page, 'pt-BR');
  await page.screenshot({ path: 'docs/screenshots/energy-plant-form-phone-pt-BR.png' });
  await context.close();
});
