import { expect, type Page } from '@playwright/test';
import {
  closeCycle,
  endedOpenCycle,
  latestClosedCycle,
  operatorApi,
  overdueInvoiceBefore,
  unitWithoutBill,
} from './energy-cycle-support.ts';
import { smaCrossSession } from './trading-support.ts';
import { workanaMatchesFor } from './workana-support.ts';
import { apiSession, DEMO } from './support.ts';

// The demo records the screenshots show: made over the API before a screen is taken.

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
export async function finishedRun(
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
  const search = {
    space: { n1: { min: 5, max: 30, step: 5 }, n2: { min: 20, max: 80, step: 10 } },
    constraint: 'n1 < n2',
  };
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
export async function invoiceWithCarriedCharges(page: Page) {
  const { headers } = await apiSession(page.request, DEMO.energia);
  const list = await page.request.get('/api/energy/invoices/?ordering=-cycle&page_size=100', { headers });
  const invoices = (await list.json()).results as { id: number; carried_charges_centavos: number }[];
  return String(invoices.find((invoice) => invoice.carried_charges_centavos > 0)!.id);
}

/** A finished run of the demo's seeded collection, for the tests page. */
export async function runDemoCollection(page: Page) {
  const { headers } = await apiSession(page.request, DEMO.dev);
  const collections = (await (
    await page.request.get('/api/development/test-collections/', { headers })
  ).json()) as {
    id: number;
    name: string;
  }[];
  const demo = collections.find((c) => c.name === 'Fluxos principais da demo')!;
  const run = await page.request.post(`/api/development/test-collections/${demo.id}/runs/`, { headers });
  const { id } = (await run.json()) as { id: number };
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/development/test-runs/${id}/`, { headers })).json()).state,
    )
    .toBe('done');
}

/** Two 500s asked for on purpose, for the exceptions view. */
export async function provokeFaults(page: Page) {
  const { headers } = await apiSession(page.request, DEMO.dev);
  for (let i = 0; i < 2; i++)
    expect((await page.request.post('/api/development/exceptions/provoke/', { headers })).status()).toBe(500);
}

/**
 * A few reports in the history (one ready, one failed with its reason, one named by its UC) and a schedule
 * of one plant, for the reports page.
 */
export async function requestReports(page: Page) {
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

/**
 * The demo's ended month closed, reopened with a reason and closed again without the bill of one new UC, and an
 * older overdue invoice with a payment reversed and one standing: made once, the second language finds them.
 */
export async function cycleAndReversal(page: Page) {
  const api = await operatorApi(page.request);
  let latest = await latestClosedCycle(api);
  const invoice = await overdueInvoiceBefore(api, latest.cycle);
  if (!(await api.get(`/cycles/${latest.id}/`)).override) {
    latest = await endedOpenCycle(api);
    await closeCycle(api, latest.id);
    await unitWithoutBill(api);
    await api.post(`/cycles/${latest.id}/reopen/`, { reason: 'Faturas da distribuidora corrigidas.' });
    await closeCycle(api, latest.id, 'A distribuidora ainda não enviou a fatura da UC nova.');
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
