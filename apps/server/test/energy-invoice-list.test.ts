import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { InvoiceListItem } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';
import { today } from '../src/modules/energy/clock.ts';

let server: TestServer;
let token: string;
const get = (path: string, lang = 'pt-BR', as = token) =>
  fetch(server.url + path, { headers: { authorization: `Bearer ${as}`, 'accept-language': lang } });
const list = async (query: string) => {
  const res = await call(server, 'GET', `/api/energy/invoices/?page_size=100&${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { count: number; results: InvoiceListItem[]; totals: Record<string, number> };
};
/** Every row of the filtered list, page after page, with the totals the first page gave. */
async function every(query: string) {
  const first = await list(query);
  const results = [...first.results];
  for (let page = 2; results.length < first.count; page++)
    results.push(...(await list(`${query}&page=${page}`)).results);
  return { ...first, results };
}
const open = (i: InvoiceListItem) =>
  i.status === 'CANCELADA' ? 0 : Math.max(i.total_centavos - i.paid_centavos, 0);
const sum = (rows: InvoiceListItem[], value: (i: InvoiceListItem) => number) =>
  rows.reduce((total, i) => total + value(i), 0);

beforeAll(async () => {
  server = await startServer();
  token = (await login(server, 'energia@alvorada.dev')).accessToken;
});
afterAll(() => server?.close());

describe('the invoice list', () => {
  it('filters by cycle, plant, distributor, customer, UC, shown status, price and due date', async () => {
    const all = await every('');
    expect(all.count).toBeGreaterThan(10);
    const [sample] = all.results;
    const cases: [string, (i: InvoiceListItem) => boolean][] = [
      [`cycle=${sample!.cycle}`, (i) => i.cycle === sample!.cycle],
      [`plant_id=${sample!.plant_id}`, (i) => i.plant_id === sample!.plant_id],
      [`distributor_id=${sample!.distributor_id}`, (i) => i.distributor_id === sample!.distributor_id],
      [`customer_id=${sample!.customer_id}`, (i) => i.customer_id === sample!.customer_id],
      [`unit_id=${sample!.unit_id}`, (i) => i.unit_id === sample!.unit_id],
      ['status=VENCIDA', (i) => i.status === 'VENCIDA'],
      [
        'amount_min=10000&amount_max=20000',
        (i) => i.amount_centavos >= 10_000 && i.amount_centavos <= 20_000,
      ],
      [`due_to=${today()}`, (i) => i.due_date <= today()],
      [`due_from=${sample!.due_date}&due_to=${sample!.due_date}`, (i) => i.due_date === sample!.due_date],
    ];
    for (const [query, keeps] of cases) {
      const page = await every(query);
      const expected = all.results.filter(keeps);
      expect(page.count, query).toBe(expected.length);
      expect(page.results.map((i) => i.id).sort(), query).toEqual(expected.map((i) => i.id).sort());
    }
    // VENCIDA is computed: issued or partly paid, past due, whatever the stored status says.
    const overdue = await list('status=VENCIDA');
    expect(overdue.count).toBeGreaterThan(0);
    for (const i of overdue.results) expect(i.due_date < today()).toBe(true);
    expect(sample).toMatchObject({
      installation_number: expect.any(String),
      distributor: expect.any(String),
    });
  });

  it('totals the whole filtered set, not only the page', async () => {
    const everything = await every('');
    const page = await call(server, 'GET', '/api/energy/invoices/?page_size=5', { token });
    expect(page.body.results).toHaveLength(5);
    expect(page.body.totals).toEqual({
      count: everything.count,
      amount_centavos: sum(everything.results, (i) => (i.status === 'CANCELADA' ? 0 : i.amount_centavos)),
      total_centavos: sum(everything.results, (i) => (i.status === 'CANCELADA' ? 0 : i.total_centavos)),
      paid_centavos: sum(everything.results, (i) => i.paid_centavos),
      open_centavos: sum(everything.results, open),
    });
    const overdue = await every('status=VENCIDA');
    expect(overdue.totals.open_centavos).toBe(sum(overdue.results, open));
    expect(overdue.totals.open_centavos).toBeGreaterThan(0);
  });

  it('is Financeiro’s: a role without it is refused the list, its pickers’ options and the export', async () => {
    const user = (await login(server, 'usuario@alvorada.dev')).accessToken;
    expect((await get('/api/energy/invoices/', 'pt-BR', user)).status).toBe(403);
    expect((await get('/api/energy/invoices/export/?format=xlsx', 'pt-BR', user)).status).toBe(403);
    expect((await get('/api/energy/invoices/filters/', 'pt-BR', user)).status).toBe(403);
    const options = await call(server, 'GET', '/api/energy/invoices/filters/', { token });
    const [newest] = (await list('ordering=-cycle')).results;
    expect(options.body.cycles[0]).toBe(newest!.cycle);
    expect(options.body.plants.map((p: { id: number }) => p.id)).toContain(newest!.plant_id);
    expect(options.body.distributors.map((d: { id: number }) => d.id)).toContain(newest!.distributor_id);
    expect((await call(server, 'GET', '/api/energy/invoices/?amount_min=-1', { token })).status).toBe(400);
  });
});

describe('the invoice list’s export', () => {
  it('writes XLSX with days as dates, amounts as numbers and statuses translated, Arabic right to left', async () => {
    const overdue = await every('status=VENCIDA&ordering=id');
    const res = await get('/api/energy/invoices/export/?format=xlsx&status=VENCIDA&ordering=id');
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + overdue.count);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual([
      'Nº da fatura',
      'Ciclo',
      'Cliente',
      'UC',
      'Usina',
      'Distribuidora',
      'Emissão',
      'Vencimento',
      'Status',
      'Forma de pagamento',
      'Valor',
      'Total com encargos',
      'Pago',
      'Em aberto',
    ]);
    const first = overdue.results[0]!;
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(first.id);
    expect(row.getCell(8).value).toEqual(new Date(`${first.due_date}T00:00:00Z`));
    expect(row.getCell(8).numFmt).toBe('yyyy-mm-dd');
    expect(row.getCell(9).value).toBe('Vencida');
    const methods = {
      BOLETO: 'Boleto',
      PIX: 'PIX',
      CARTAO: 'Cartão',
      DEBITO_AUTOMATICO: 'Débito automático',
    };
    expect(row.getCell(10).value).toBe(methods[first.payment_method]);
    expect(row.getCell(11).value).toBe(first.amount_centavos / 100);
    expect(row.getCell(14).value).toBe(open(first) / 100);
    expect(sheet.views[0]?.rightToLeft).toBeFalsy();

    const arabic = new ExcelJS.Workbook();
    const ar = await get('/api/energy/invoices/export/?format=xlsx&status=VENCIDA', 'ar');
    await arabic.xlsx.load(Buffer.from(await ar.arrayBuffer()) as never);
    expect(arabic.worksheets[0]!.views[0]?.rightToLeft).toBe(true);
    expect(arabic.worksheets[0]!.getRow(2).getCell(9).value).toBe('متأخرة');
  });

  it('writes CSV with ; and a decimal comma after a byte-order mark in pt-BR, with , in English', async () => {
    const [first] = (await list('status=VENCIDA&ordering=id')).results;
    const res = await get('/api/energy/invoices/export/?format=csv&status=VENCIDA&ordering=id');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, line] = new TextDecoder().decode(bytes).split('\r\n');
    expect(header!.split(';')[8]).toBe('Status');
    const cells = line!.split(';');
    expect(cells[7]).toBe(first!.due_date);
    expect(cells[8]).toBe('Vencida');
    expect(cells[10]).toBe(String(first!.amount_centavos / 100).replace('.', ','));
    const en = await (
      await get('/api/energy/invoices/export/?format=csv&status=VENCIDA&ordering=id', 'en')
    ).text();
    expect(en.split('\r\n')[1]!.split(',')[8]).toBe('Overdue');
  });
});
