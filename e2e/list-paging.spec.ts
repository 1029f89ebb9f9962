import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSession, DEMO, PASSWORD, signIn } from './support.ts';

type Headers = Record<string, string>;

interface PagedList {
  /** The page's address with the list's query, its page left out. */
  path: string;
  /** The list's page parameter (`page`, or a prefixed one beside another list's). */
  param: string;
  /** The ids the server answers for page `n` of the list, in order. */
  expected: (n: number) => Promise<string[]>;
  /** The ids of the rows on screen, in order. */
  shown: (page: Page) => Promise<string[]>;
  /** What takes the list to its next page. */
  next: (page: Page) => Locator;
}

/** Ids of the server's answer at `url`: the rows a page shows. */
const idsAt = async (page: Page, headers: Headers, url: string, key = 'id') =>
  ((await (await page.request.get(url, { headers })).json()).results as Record<string, unknown>[]).map(
    (row) => String(row[key]),
  );

const gridRows = (page: Page) =>
  page.locator('.MuiDataGrid-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')!));

const nextPageButton = (within: Page | Locator) => within.getByRole('button', { name: 'Próxima página' });

const pageIn = (param: string, n: number) => new RegExp(`[?&]${param}=${n}(&|$)`);

/**
 * Opens page 2 of `list` by its address, moves to page 3, reloads, and goes back: each time the URL and the
 * rows on screen are the server's for that page.
 */
async function pagesThrough(page: Page, list: PagedList) {
  const [second, third] = [await list.expected(2), await list.expected(3)];
  expect(third.length).toBeGreaterThan(0);
  const join = list.path.includes('?') ? '&' : '?';
  await page.goto(`${list.path}${join}${list.param}=2`);
  await expect.poll(() => list.shown(page)).toEqual(second);
  await expect(page).toHaveURL(pageIn(list.param, 2));

  await list.next(page).click();
  await expect(page).toHaveURL(pageIn(list.param, 3));
  await expect.poll(() => list.shown(page)).toEqual(third);

  await page.reload();
  await expect.poll(() => list.shown(page)).toEqual(third);
  await expect(page).toHaveURL(pageIn(list.param, 3));

  await page.goBack();
  await expect(page).toHaveURL(pageIn(list.param, 2));
  await expect.poll(() => list.shown(page)).toEqual(second);
}

test.describe('server lists page through their URL', () => {
  test('a data grid: the billing cycles', async ({ page }) => {
    const { headers } = await apiSession(page.request, DEMO.admin);
    await signIn(page, DEMO.admin, '/creditos/ciclos');
    await pagesThrough(page, {
      path: '/creditos/ciclos',
      param: 'page',
      expected: (n) => idsAt(page, headers, `/api/energy/cycles/?page=${n}`),
      shown: gridRows,
      next: nextPageButton,
    });
    const { count } = await (await page.request.get('/api/energy/cycles/', { headers })).json();
    await expect(page.getByText(`11–20 de ${count}`)).toBeVisible();
  });

  test('a data grid inside a record’s page: a plant’s daily readings', async ({ page }) => {
    const { headers } = await apiSession(page.request, DEMO.admin);
    const plants = await (await page.request.get('/api/energy/plants/', { headers })).json();
    const plant = plants.results[0] as { id: number };
    await signIn(page, DEMO.admin, `/geracao/usinas/${plant.id}`);
    await pagesThrough(page, {
      path: `/geracao/usinas/${plant.id}`,
      param: 'page',
      expected: (n) =>
        idsAt(
          page,
          headers,
          `/api/energy/generation/readings/?plant_id=${plant.id}&page=${n}&page_size=10`,
          'day',
        ),
      // The page's last grid: its costs are listed in another one above it.
      shown: (page) =>
        page
          .getByRole('grid')
          .last()
          .locator('.MuiDataGrid-row')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')!)),
      next: (page) => nextPageButton(page).last(),
    });
  });

  test('a data grid with a search and a page size: the users', async ({ page }) => {
    const { headers } = await apiSession(page.request, DEMO.admin);
    const stamp = `paginas${Date.now()}`;
    const created: { id: number; email: string }[] = [];
    try {
      for (let i = 0; i < 11; i++) {
        const response = await page.request.post('/api/admin/users/', {
          headers,
          data: {
            email: `${stamp}.${i}@alvorada.dev`,
            username: `${stamp}_${i}`,
            full_name: `Paginação ${stamp} ${i}`,
            role: 'Usuário',
            password: PASSWORD,
          },
        });
        expect(response.ok()).toBe(true);
        created.push(await response.json());
      }
      const query = `search=${stamp}&page_size=5`;
      await signIn(page, DEMO.admin, `/admin-panel/user/list?${query}`);
      await pagesThrough(page, {
        path: `/admin-panel/user/list?${query}`,
        param: 'page',
        expected: (n) => idsAt(page, headers, `/api/admin/users/?${query}&page=${n}`),
        shown: gridRows,
        next: nextPageButton,
      });
      await expect(page.getByText('6–10 de 11')).toBeVisible();
    } finally {
      for (const user of created)
        await page.request.delete(`/api/admin/users/${user.id}/`, { headers, data: { confirm: user.email } });
    }
  });

  test('a table with its own parameters beside another list: the Workana runs', async ({ page }) => {
    const { headers } = await apiSession(page.request, DEMO.admin);
    const sources = await (await page.request.get('/api/workana/sources/', { headers })).json();
    const fixture = sources.find((s: { kind: string }) => s.kind === 'fixture');
    const runs = async () => (await page.request.get('/api/workana/runs/', { headers })).json();
    // A source runs once at a time: each run is asked for once the one before has ended.
    while ((await runs()).count < 11) {
      const before = (await runs()).count;
      expect((await page.request.post(`/api/workana/sources/${fixture.id}/run/`, { headers })).status()).toBe(
        202,
      );
      await expect
        .poll(async () => {
          const now = await runs();
          return now.count > before && !['queued', 'running'].includes(now.results[0].status);
        })
        .toBe(true);
    }
    await signIn(page, DEMO.admin, '/automations/workana/resume');
    const history = page
      .locator('.MuiCard-root')
      .filter({ has: page.getByRole('heading', { name: 'Histórico de execuções' }) });
    await pagesThrough(page, {
      path: '/automations/workana/resume?runs_page_size=5',
      param: 'runs_page',
      expected: (n) => idsAt(page, headers, `/api/workana/runs/?page=${n}&page_size=5`),
      shown: (p) =>
        p.getByTestId('run-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-run')!)),
      next: () => nextPageButton(history),
    });
  });

  test('a list of links with numbered pages: the backtests', async ({ page }) => {
    const { headers } = await apiSession(page.request, DEMO.trader);
    const get = async (path: string) => (await page.request.get(path, { headers })).json();
    const [goog] = (await get('/api/trading/instruments/?search=GOOG')).results;
    const [strategy] = (await get('/api/trading/strategies/?search=Cruzamento')).results;
    // Runs differ by their commission: an identical request is refused while the first is active.
    for (let i = (await get('/api/trading/backtests/')).count; i < 11; i++) {
      const response = await page.request.post('/api/trading/backtests/', {
        headers,
        data: {
          instrument_id: goog.id,
          strategy_version_id: strategy.version_id,
          commission_rate: 0.001 + i / 10_000,
          exclusive_orders: true,
          cash: 10_000,
        },
      });
      expect(response.status()).toBe(202);
    }
    await signIn(page, DEMO.trader, '/automations/paracima/backtest');
    await pagesThrough(page, {
      path: '/automations/paracima/backtest?runs_page_size=5',
      param: 'runs_page',
      expected: (n) => idsAt(page, headers, `/api/trading/backtests/?page=${n}&page_size=5`),
      shown: async (p) =>
        (
          await p
            .getByRole('list', { name: 'Histórico' })
            .getByRole('button', { name: /^#\d+/ })
            .allInnerTexts()
        ).map((text) => /#(\d+)/.exec(text)![1]!),
      next: (p) => p.getByRole('button', { name: /página 3$/ }),
    });
  });
});
