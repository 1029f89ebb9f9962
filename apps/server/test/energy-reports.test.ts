import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { customerSchedule } from '@alvorada/contracts/test/samples';
import { addMonths } from '@alvorada/energy';
import { call, login, openSocket, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';
import { startSmtp } from './smtp.ts';
import { customers, invoices } from '../src/modules/energy/schema.ts';
import { createReportService } from '../src/modules/energy/report-service.ts';
import { createReportSchedules, saoPauloClock } from '../src/modules/energy/report-schedules.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let token: string;
let userId: number;
const lastMonth = addMonths(new Date().toISOString().slice(0, 7), -1);

const api = (method: string, path: string, opts: { body?: unknown; token?: string; lang?: string } = {}) =>
  call(server, method, `/api/energy${path}`, {
    token: opts.token ?? token,
    body: opts.body,
    headers: opts.lang ? { 'accept-language': opts.lang } : {},
  });

/** The file's bytes, with the response's headers. */
async function download(id: number, as = token) {
  const res = await fetch(`${server.url}/api/energy/reports/${id}/file/`, {
    headers: { authorization: `Bearer ${as}` },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Requests a report and waits for it to end. */
async function generated(body: unknown, lang?: string) {
  const created = await api('POST', '/reports/', { body, lang });
  expect(created.status, JSON.stringify(created.body)).toBe(202);
  return eventually(async () => {
    const res = await api('GET', `/reports/${created.body.id}/`, { lang });
    return ['done', 'failed'].includes(res.body.status) && res.body;
  });
}

async function workbook(id: number) {
  const { res, bytes } = await download(id);
  expect(res.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

/** The value beside a label on the summary sheet. */
const figure = (book: ExcelJS.Workbook, label: string) => {
  let value: unknown;
  book.worksheets[0]!.eachRow((row) => {
    if (row.getCell(1).value === label) value = row.getCell(2).value;
  });
  return value;
};

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  const session = await login(server, 'energia@alvorada.dev');
  token = session.accessToken;
  userId = session.userData.id;
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

describe('reports', () => {
  it('moves a PDF report from queued to done over realtime and serves a valid PDF', async () => {
    const socket = openSocket(server, userId, token);
    await socket.opened;
    const created = await api('POST', '/reports/', {
      body: { type: 'geracao_mensal', format: 'pdf', params: { month: lastMonth } },
    });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ status: 'queued', requested_by: userId, type: 'geracao_mensal' });
    const states: string[] = [];
    while (!states.includes('done') && !states.includes('failed')) {
      const message = await socket.next('job_progress');
      if (message.job_id === `report:${created.body.id}`) states.push(message.state);
    }
    socket.socket.close();
    expect(states.at(-1)).toBe('done');
    expect(states).toContain('running');

    const { res, bytes } = await download(created.body.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="geracao-mensal-${created.body.id}.pdf"`,
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('writes in the XLSX the same figures the generation and finance summaries answer', async () => {
    const report = await generated({ type: 'geracao_mensal', format: 'xlsx', params: { month: lastMonth } });
    expect(report.status).toBe('done');
    const summary = (await api('GET', `/summary/generation/?from=${lastMonth}&to=${lastMonth}`)).body;
    const book = await workbook(report.id);
    expect(figure(book, 'Gerado')).toBe(summary.generated_kwh);
    expect(figure(book, 'Esperado')).toBe(summary.expected_kwh);
    const plantsSheet = book.worksheets[1]!;
    const rows = new Map<string, unknown[]>();
    plantsSheet.eachRow((row, n) => {
      if (n > 1) rows.set(String(row.getCell(1).value), [row.getCell(3).value, row.getCell(4).value]);
    });
    const plants = (
      await api('GET', `/summary/generation/plants/?from=${lastMonth}&to=${lastMonth}&page_size=100`)
    ).body;
    expect(rows.size).toBe(plants.count);
    for (const plant of plants.results)
      expect(rows.get(plant.name)).toEqual([plant.generated_kwh, plant.expected_kwh]);

    const from = addMonths(lastMonth, -11);
    const finance = await generated({ type: 'financeiro', format: 'xlsx', params: { from, to: lastMonth } });
    expect(finance.status).toBe('done');
    const financeSummary = (await api('GET', `/summary/finance/?from=${from}&to=${lastMonth}`)).body;
    const financeBook = await workbook(finance.id);
    expect(figure(financeBook, 'Faturado')).toBeCloseTo(financeSummary.invoiced_centavos / 100, 2);
    // The two received figures are named apart, as on the finance page.
    expect(figure(financeBook, 'Recebido das faturas')).toBeCloseTo(
      financeSummary.received_centavos / 100,
      2,
    );
    expect(figure(financeBook, 'Recebido no período')).toBeCloseTo(
      financeSummary.received_in_period_centavos / 100,
      2,
    );
  });

  it('produces every report of the catalogue, in Arabic too', async () => {
    const plant = (await api('GET', '/plants/?page_size=5')).body.results[0];
    const invoice = (await api('GET', '/invoices/?page_size=5')).body.results[0];
    const requests = [
      {
        type: 'demonstrativo_economia',
        format: 'pdf',
        params: { month: invoice.cycle, unit_id: invoice.unit_id },
      },
      { type: 'extrato_creditos', format: 'pdf', params: { unit_id: invoice.unit_id } },
      { type: 'conferencia_faturas', format: 'xlsx', params: { month: invoice.cycle } },
      { type: 'rateio_vigente', format: 'pdf', params: { plant_id: plant.id } },
      { type: 'investidor_usina', format: 'pdf', params: { plant_id: plant.id } },
      { type: 'regulatorio', format: 'xlsx', params: {} },
    ];
    for (const body of requests) {
      const report = await generated(body);
      expect(report.status, `${body.type}: ${report.error_message}`).toBe('done');
    }
    const arabic = await generated({ type: 'financeiro', format: 'pdf', params: {} }, 'ar');
    expect(arabic.status).toBe('done');
    const { bytes } = await download(arabic.id);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('refuses parameters a report does not take and formats it is not made in', async () => {
    const missing = await api('POST', '/reports/', {
      body: { type: 'geracao_mensal', format: 'pdf', params: {} },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields['params.month']).toBeDefined();
    const format = await api('POST', '/reports/', {
      body: { type: 'demonstrativo_economia', format: 'xlsx', params: { month: lastMonth, unit_id: 1 } },
    });
    expect(format.status).toBe(400);
    expect(format.body.fields.format).toEqual(['Este relatório não é gerado neste formato.']);
  });

  it('marks a report failed with a translated reason, and a retry makes it once the data exists', async () => {
    const invoice = (await api('GET', '/invoices/?page_size=5')).body.results[0];
    const report = await generated({
      type: 'demonstrativo_economia',
      format: 'pdf',
      params: { month: '2019-01', customer_id: invoice.customer_id },
    });
    expect(report).toMatchObject({ status: 'failed', error: 'report_no_invoices' });
    expect(report.error_message).toContain('Não há faturas de 2019-01');
    const english = await api('GET', `/reports/${report.id}/`, { lang: 'en' });
    expect(english.body.error_message).toContain('There are no invoices for 2019-01');
    expect((await download(report.id)).res.status).toBe(409);
    expect((await api('POST', `/reports/${report.id + 1000}/retry/`)).status).toBe(404);

    const [stored] = await server.built.platform.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    const { id: _id, ...copy } = stored!;
    await server.built.platform.db.insert(invoices).values({ ...copy, cycle: '2019-01' });
    const retried = await api('POST', `/reports/${report.id}/retry/`);
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ status: 'queued', error: null });
    const done = await eventually(async () => {
      const res = await api('GET', `/reports/${report.id}/`);
      return res.body.status === 'done' && res.body;
    });
    expect(done.error_message).toBeNull();
    expect((await api('POST', `/reports/${report.id}/retry/`)).status).toBe(409);
  });

  it('refuses a report whose data the requester may not read, and its download', async () => {
    const admin = (await login(server, 'admin@alvorada.dev')).accessToken;
    const roles = await call(server, 'GET', '/api/admin/roles/', { token: admin });
    const usuario = roles.body.results.find((r: { code: string }) => r.code === 'usuario');
    const grant = (rules: unknown[]) =>
      call(server, 'PATCH', `/api/admin/roles/${usuario.id}/`, { token: admin, body: { rules } });
    const finance = await generated({ type: 'financeiro', format: 'pdf', params: {} });
    expect(
      (
        await grant([
          ...usuario.rules,
          { action: 'manage', subject: 'Relatorio' },
          { action: 'read', subject: 'Geracao' },
        ])
      ).status,
    ).toBe(200);
    try {
      const user = (await login(server, 'usuario@alvorada.dev')).accessToken;
      const refused = await api('POST', '/reports/', {
        body: { type: 'financeiro', format: 'pdf' },
        token: user,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('report_data_forbidden');
      expect((await download(finance.id, user)).res.status).toBe(403);
      expect((await api('GET', '/reports/', { token: user })).status).toBe(200);
      const allowed = await api('POST', '/reports/', {
        body: { type: 'regulatorio', format: 'pdf' },
        token: user,
      });
      expect(allowed.status).toBe(202);
    } finally {
      await grant(usuario.rules);
    }
    const user = (await login(server, 'usuario@alvorada.dev')).accessToken;
    expect((await api('GET', '/reports/', { token: user })).status).toBe(403);
  });

  it('runs a due schedule once across two concurrent checks and e-mails the ready report', async () => {
    const schedule = await api('POST', '/report-schedules/', {
      body: { type: 'regulatorio', format: 'xlsx', params: {}, day: 1, hour: 0, recipients: 'requester' },
    });
    expect(schedule.status, JSON.stringify(schedule.body)).toBe(201);
    const platform = server.built.platform;
    const checks = [1, 2].map(() => createReportSchedules(platform, createReportService(platform)));
    // Created after its day and hour, it waits for next month; then two instances check at once.
    expect(schedule.body.last_run_month).toBe(saoPauloClock(new Date()).month);
    expect(await checks[0]!.runDue()).toBe(0);
    const nextMonth = new Date(Date.now() + 32 * 86_400_000);
    const claimed = await Promise.all(checks.map((c) => c.runDue(nextMonth)));
    expect(claimed.reduce((s, n) => s + n, 0)).toBe(1);
    expect(await checks[0]!.runDue(nextMonth)).toBe(0);

    const report = await eventually(async () => {
      const list = await api('GET', '/reports/?type=regulatorio&page_size=100');
      const ours = list.body.results.filter((r: any) => r.schedule_id === schedule.body.id);
      expect(ours.length).toBeLessThanOrEqual(1);
      return ours[0]?.sent_at && ours[0];
    });
    expect(report).toMatchObject({ status: 'done', sent_to: 'energia@alvorada.dev' });
    const mail = await eventually(async () =>
      smtp.inbox.find((m) => m.to === 'energia@alvorada.dev' && m.raw.includes(report.filename)),
    );
    expect(mail.raw).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const listed = await api('GET', '/report-schedules/');
    expect(listed.body.results.find((s: any) => s.id === schedule.body.id).last_run_month).toBeTruthy();
  });

  it('sends a ready savings statement to the customer and counts it as the last delivery', async () => {
    const invoice = (await api('GET', '/invoices/?page_size=5')).body.results[0];
    const report = await generated({
      type: 'demonstrativo_economia',
      format: 'pdf',
      params: { month: invoice.cycle, customer_id: invoice.customer_id },
    });
    const customer = (await api('GET', `/customers/${invoice.customer_id}/`)).body;
    const sent = await api('POST', `/reports/${report.id}/send/`, { body: { to: 'customer' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.sent_to).toBe(customer.email);
    await eventually(async () => smtp.inbox.find((m) => m.to === customer.email));
    const summary = (await api('GET', '/summary/reports/')).body;
    expect(summary.last_sent_to_customers_at).toBe(sent.body.sent_at);
    expect(summary.generated_this_month).toBeGreaterThan(0);
    expect(summary.scheduled).toBeGreaterThan(0);
    expect(summary.failed).toBeGreaterThanOrEqual(0);
  });

  it('lists each report with the names of the customer and the UC it is about, and none once removed', async () => {
    const invoice = (await api('GET', '/invoices/?page_size=5')).body.results[0];
    const customer = (await api('GET', `/customers/${invoice.customer_id}/`)).body;
    const unit = (await api('GET', `/units/${invoice.unit_id}/`)).body;
    const byCustomer = await api('POST', '/reports/', {
      body: {
        type: 'demonstrativo_economia',
        format: 'pdf',
        params: { month: invoice.cycle, customer_id: customer.id },
      },
    });
    expect(byCustomer.body.param_names).toEqual({ customer_id: customer.name });
    const byUnit = await generated({
      type: 'extrato_creditos',
      format: 'xlsx',
      params: { unit_id: unit.id },
    });
    expect(byUnit.param_names).toEqual({ unit_id: unit.installation_number });

    const db = server.built.platform.db;
    const [gone] = await db
      .insert(customers)
      .values({
        personType: 'PF',
        name: 'Cliente Removido',
        document: '98765432100',
        role: 'BENEFICIARIO',
        status: 'ATIVO',
      })
      .returning({ id: customers.id });
    const orphan = await generated({
      type: 'demonstrativo_economia',
      format: 'pdf',
      params: { month: lastMonth, customer_id: gone!.id },
    });
    expect(orphan.param_names).toEqual({ customer_id: 'Cliente Removido' });
    await db.delete(customers).where(eq(customers.id, gone!.id));

    const listed = (await api('GET', '/reports/?page_size=100')).body.results;
    const names = (id: number) => listed.find((r: any) => r.id === id).param_names;
    expect(names(byCustomer.body.id)).toEqual({ customer_id: customer.name });
    expect(names(byUnit.id)).toEqual({ unit_id: unit.installation_number });
    expect(names(orphan.id)).toEqual({});
    expect((await api('GET', `/reports/${orphan.id}/`)).body.param_names).toEqual({});
  });

  it('lists each schedule with the name of the customer it is about', async () => {
    const invoice = (await api('GET', '/invoices/?page_size=5')).body.results[0];
    const customer = (await api('GET', `/customers/${invoice.customer_id}/`)).body;
    const created = await api('POST', '/report-schedules/', { body: customerSchedule(customer.id) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.param_names).toEqual({ customer_id: customer.name });
    const paused = await api('PATCH', `/report-schedules/${created.body.id}/`, { body: { active: false } });
    expect(paused.body.param_names).toEqual({ customer_id: customer.name });
    const listed = (await api('GET', '/report-schedules/?page_size=100')).body.results;
    const names = (id: number) => listed.find((s: any) => s.id === id).param_names;
    expect(names(created.body.id)).toEqual({ customer_id: customer.name });
    expect((await api('DELETE', `/report-schedules/${created.body.id}/`)).status).toBe(204);
  });

  it('lists the history by type, status and period, and deletes a report', async () => {
    const failed = await api('GET', '/reports/?status=done&type=geracao_mensal&ordering=-created_at');
    expect(failed.status).toBe(200);
    expect(failed.body.results.every((r: any) => r.status === 'done' && r.type === 'geracao_mensal')).toBe(
      true,
    );
    expect((await api('GET', '/reports/?ordering=params')).status).toBe(400);
    const future = await api('GET', '/reports/?from=2099-01-01');
    expect(future.body.count).toBe(0);
    const victim = failed.body.results[0];
    expect((await api('DELETE', `/reports/${victim.id}/`)).status).toBe(204);
    expect((await api('GET', `/reports/${victim.id}/`)).status).toBe(404);
  });
});
