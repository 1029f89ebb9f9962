import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { call } from './harness.ts';
import { eventually } from './eventually.ts';
import { fileServer, fileSession } from './module-server.ts';
import { startSolarEdgeServer } from './solaredge-server.ts';

// Pulls reach the local stand-in portal; none starts by itself.
const server = fileServer({ INVERTER_ALLOWED_HOSTS: '127.0.0.1', GENERATION_PULL_TICK_SECONDS: '0' });
const session = fileSession(server, 'energia@alvorada.dev');
let portal: Awaited<ReturnType<typeof startSolarEdgeServer>>;
beforeAll(async () => {
  portal = await startSolarEdgeServer(() => 20_000);
});
afterAll(() => portal?.close());

const energy = (method: string, path: string, body?: unknown) =>
  call(server, method, `/api/energy/${path}`, { token: session.accessToken, body });

const download = async (path: string, format: 'csv' | 'xlsx', lang = 'pt-BR') => {
  const res = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}format=${format}`, {
    headers: { authorization: `Bearer ${session.accessToken}`, 'accept-language': lang },
  });
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

async function sheetOf(path: string, lang = 'pt-BR') {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await download(path, 'xlsx', lang)) as never);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const column = (header: string) => {
    const index = headers.indexOf(header);
    expect(index, `${path}: no column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
    return sheet.getColumn(index + 1);
  };
  return { sheet, headers, column, rows: sheet.rowCount - 1 };
}

/**
 * Per list: a column holding days, one holding dates and times, one holding percentages, one holding an enum, in
 * pt-BR headers.
 */
const LISTS: { path: string; day?: string; date?: string; percent?: string; code?: string }[] = [
  { path: '/api/energy/plants/export/', day: 'Início da injeção', percent: 'PR do modelo', code: 'Regime' },
  { path: '/api/energy/distributors/export/', percent: 'ICMS', code: 'Cálculo dos tributos' },
  { path: '/api/energy/tariffs/export/', day: 'Vigente desde', code: 'Subgrupo' },
  { path: '/api/energy/customers/export/', code: 'Papel' },
  { path: '/api/energy/units/export/', code: 'Classe' },
  { path: '/api/energy/contracts/export/', day: 'Início', percent: 'Desconto', code: 'Modo de preço' },
  { path: '/api/energy/costs/export/', day: 'Mês de referência', code: 'Categoria' },
  { path: '/api/energy/payments/export/', day: 'Crédito em', code: 'Fonte' },
  { path: '/api/energy/cycles/export/', day: 'Ciclo', code: 'Situação' },
  { path: '/api/energy/credits/movements/export/', day: 'Ciclo', code: 'Tipo' },
  { path: '/api/energy/credits/lots/export/', day: 'Expira em', code: 'Status' },
  { path: '/api/energy/credits/results/export/', day: 'Ciclo', code: 'Regra do mínimo' },
  { path: '/api/energy/customer-credits/export/', date: 'Criado em', code: 'Tipo' },
  { path: '/api/energy/generation/readings/export/', day: 'Dia', code: 'Qualidade' },
  { path: '/api/energy/bills/export/', day: 'Vencimento', code: 'Conferência' },
  { path: '/api/energy/allocations/export/', day: 'Ciclo de início', code: 'Tipo de rateio' },
  { path: '/api/energy/reports/export/', date: 'Criado em', code: 'Status' },
  { path: '/api/energy/report-schedules/export/', date: 'Criado em', code: 'Destinatário' },
  {
    path: '/api/energy/summary/generation/plants/export/',
    day: 'Última leitura',
    percent: 'Índice de desempenho (PI)',
    code: 'Regime',
  },
  {
    path: '/api/energy/summary/prosumers/units/export/',
    percent: 'Percentual',
    code: 'Situação financeira',
  },
  { path: '/api/energy/summary/credits/rebalancing/export/', percent: 'Proposto' },
  { path: '/api/energy/summary/finance/overdue/export/', day: 'Vencimento', code: 'Status' },
];

describe('every energy list exports as a spreadsheet a person reads', () => {
  // The demo has no report, schedule nor customer credit: one of each, the credit an overdue invoice's excess.
  beforeAll(async () => {
    const report = { type: 'regulatorio', format: 'xlsx', params: {} };
    expect((await energy('POST', 'reports/', report)).status).toBe(202);
    const schedule = { ...report, day: 1, hour: 0, recipients: 'requester' };
    expect((await energy('POST', 'report-schedules/', schedule)).status).toBe(201);
    const [late] = (await energy('GET', 'invoices/?status=VENCIDA&ordering=due_date&page_size=5')).body
      .results;
    const paid = await energy('POST', 'payments/', {
      invoice_id: late.id,
      method: 'PIX',
      amount_centavos: late.total_centavos - late.paid_centavos + 500,
      credited_on: late.due_date,
      excess_as_credit: true,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  });

  for (const list of LISTS)
    it(`${list.path}: days are dates, shares are percents, codes are words`, async () => {
      const { column, rows } = await sheetOf(list.path);
      expect(rows).toBeGreaterThan(0);
      const values = (header: string) =>
        (column(header).values as unknown[]).slice(2).filter((v) => v !== null && v !== undefined);
      if (list.day) {
        expect(column(list.day).numFmt).toBe('yyyy-mm-dd');
        for (const value of values(list.day)) expect(value).toBeInstanceOf(Date);
      }
      if (list.date) {
        expect(column(list.date).numFmt).toMatch(/yy.*hh/);
        for (const value of values(list.date)) expect(value).toBeInstanceOf(Date);
      }
      if (list.percent) {
        expect(column(list.percent).numFmt).toBe('0.00%');
        // Ratios, not numbers of percent (a plant may pass 100 % of its model).
        for (const value of values(list.percent)) expect(value as number).toBeLessThan(2);
      }
      if (!list.code) return;
      const codes = values(list.code);
      expect(codes.length).toBeGreaterThan(0);
      // Subgroups are codes people read as such (B1, A4); every other enum is in words.
      if (list.code !== 'Subgrupo')
        for (const value of codes) expect(String(value)).not.toMatch(/^[A-Z0-9_]+$|^[a-z]+$/);
    });

  it('imports: each landed import with its kind and origin in words and when, as a date', async () => {
    const [filed, pulled] = (await energy('GET', 'plants/?ordering=id&page_size=5')).body.results;
    const file = `usina;data;energia_kwh\n${filed.id};03/01/2020;321`;
    const landed = await energy('POST', 'generation/import/', { file_name: 'origem.csv', content: file });
    expect(landed.status, JSON.stringify(landed.body)).toBe(200);
    const source = `plants/${pulled.id}/generation-source/`;
    const settings = { kind: 'SOLAREDGE', base_url: portal.url, site_id: '5151', api_key: 'origin-key' };
    expect((await energy('PUT', source, settings)).status).toBe(200);
    expect((await energy('POST', `${source}pull/`)).status).toBe(202);
    const { last_import_id: pulledId } = await eventually(async () => {
      const state = (await energy('GET', source)).body;
      return !state.pulling && state;
    });
    expect(pulledId).not.toBeNull();

    const { sheet, headers, column } = await sheetOf('/api/energy/imports/export/');
    const byId = new Map<number, Record<string, unknown>>();
    sheet.eachRow((row, n) => {
      const cells = (row.values as unknown[]).slice(1);
      if (n > 1) byId.set(Number(cells[0]), Object.fromEntries(headers.map((h, i) => [h, cells[i]])));
    });
    expect(byId.get(landed.body.import_id)).toMatchObject({
      Tipo: 'Geração',
      Origem: 'Importação CSV',
      Arquivo: 'origem.csv',
    });
    expect(byId.get(pulledId)).toMatchObject({ Tipo: 'Geração', Origem: 'Integração' });
    expect(byId.get(pulledId)!['Criado em']).toBeInstanceOf(Date);
    expect(column('Criado em').numFmt).toMatch(/yy/);
    const english = await sheetOf('/api/energy/imports/export/', 'en');
    expect(new Set((english.column('Origin').values as unknown[]).slice(2))).toEqual(
      new Set(['CSV import', 'Integration']),
    );
  });

  it('names the records a row refers to: the customer with its document masked, the plant, the distributor', async () => {
    const cells = async (path: string, header: string) => {
      const { column } = await sheetOf(path);
      return (column(header).values as unknown[]).slice(2).filter((v) => v !== null && v !== undefined);
    };
    const customers = await cells('/api/energy/contracts/export/', 'Cliente');
    expect(customers.length).toBeGreaterThan(0);
    for (const customer of customers) expect(customer).toMatch(/^\D+ \(\d{3}\*+\d{2}\)$/);
    const plants = await cells('/api/energy/costs/export/', 'Usina');
    expect(plants.length).toBeGreaterThan(0);
    for (const plant of plants) expect(plant).toMatch(/^Usina /);
    const acronyms = await cells('/api/energy/distributors/export/', 'Sigla');
    for (const path of [
      '/api/energy/tariffs/export/',
      '/api/energy/plants/export/',
      '/api/energy/units/export/',
    ])
      for (const distributor of await cells(path, 'Distribuidora')) expect(acronyms).toContain(distributor);
    for (const holder of await cells('/api/energy/units/export/', 'Cliente'))
      expect(holder).toMatch(/^\D+ \(\d{3}\*+\d{2}\)$/);
  });

  it('the records’ lists sort on their grids’ columns (another column answers 400), a page at a time', async () => {
    const list = async (path: string) => {
      const res = await fetch(`${server.url}/api/energy/${path}`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(res.status, path).toBe(path.includes('resolution') ? 400 : 200);
      return (await res.json()) as { count: number; results: Record<string, string | number>[] };
    };
    for (const [resource, field] of [
      ['tariffs', 'subgroup'],
      ['contracts', 'status'],
      ['contracts', 'due_day'],
      ['costs', 'category'],
    ] as const) {
      const down = await list(`${resource}/?ordering=-${field}&page_size=25`);
      const values = down.results.map((row) => row[field]!);
      expect(values.length, resource).toBeGreaterThan(1);
      expect(values).toEqual([...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    }
    await list('tariffs/?ordering=resolution');
    const second = await list('contracts/?ordering=id&page=2&page_size=10');
    expect(second.results[0]!.id).toBe((await list('contracts/?ordering=id&page_size=25')).results[10]!.id);
  });

  it('says in words whether a distributor and a cost are active', async () => {
    const statuses = async (path: string) =>
      new Set(((await sheetOf(path)).column('Status').values as unknown[]).slice(2));
    expect(await statuses('/api/energy/distributors/export/')).toEqual(new Set(['Ativa']));
    expect(await statuses('/api/energy/costs/export/')).toEqual(new Set(['Ativo']));
  });

  it('keeps its list’s filters: one plant’s readings, the overview’s plants on one alert', async () => {
    const [plant] = (await energy('GET', 'plants/?ordering=id&page_size=5')).body.results;
    const readings = await sheetOf(`/api/energy/generation/readings/export/?plant_id=${plant.id}`);
    expect(readings.rows).toBe((await energy('GET', `generation/readings/?plant_id=${plant.id}`)).body.count);
    expect(new Set((readings.column('Usina').values as unknown[]).slice(2))).toEqual(new Set([plant.name]));
    const onAlert = 'summary/generation/plants/?alert=PI_BAIXO';
    const alerted = await sheetOf(`/api/energy/${onAlert.replace('/?', '/export/?')}`);
    expect(alerted.rows).toBe((await energy('GET', onAlert)).body.count);
    expect(alerted.rows).toBeLessThan((await energy('GET', 'summary/generation/plants/')).body.count);
  });

  it('an Arabic sheet reads right to left, its headers and codes in Arabic', async () => {
    const { sheet, headers, column } = await sheetOf('/api/energy/plants/export/', 'ar');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(headers).toContain('الاسم');
    expect(
      column('الحالة')
        .values.slice(2)
        .some((v) => /[\u0600-\u06ff]/.test(String(v))),
    ).toBe(true);
  });

  it('CSV for pt-BR: byte-order mark, semicolons, decimal comma and percents', async () => {
    const text = (await download('/api/energy/distributors/export/', 'csv')).toString('utf8');
    expect(text.startsWith('\uFEFFNº;Sigla;Nome;')).toBe(true);
    expect(text.split('\r\n')[1]).toMatch(/;\d+,\d{2}%;/);
  });

  it('is refused to who may not read the list', async () => {
    const { login } = await import('./harness.ts');
    const user = await login(server, 'usuario@alvorada.dev');
    const res = await fetch(`${server.url}/api/energy/payments/export/?format=csv`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(res.status).toBe(403);
  });
});
