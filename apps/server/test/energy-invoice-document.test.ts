import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { crc16Ccitt } from '@alvorada/contracts';
import { login } from './harness.ts';
import { moduleServer } from './module-server.ts';
import { invoiceFixtures, todayBetweenMayAndJuneDue } from './energy-invoice-fixtures.ts';
import { customers } from '../src/modules/energy/schema.ts';
import { auditLog, mailAttachments, mailMessages } from '../src/platform/db/schema.ts';

const energy = moduleServer('energy', 'energia@alvorada.dev');
const { api, server } = energy;
const { customerWithInvoices, pay } = invoiceFixtures(energy);

todayBetweenMayAndJuneDue();

/** The ID/length/value fields of an EMV payload, templates 26 and 62 opened too. */
function fields(payload: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    const value = payload.slice(at + 4, at + 4 + length);
    out[id] = value;
    if (id === '26' || id === '62')
      for (const [sub, inner] of Object.entries(fields(value))) out[`${id}.${sub}`] = inner;
    at += 4 + length;
  }
  return out;
}

/** The BR Code a downloaded invoice PDF carries, checked: CRC16, PIX key template, txid and amount. */
async function documentCode(invoiceId: number, lang = 'pt-BR') {
  const res = await fetch(`${server.url}/api/energy/invoices/${invoiceId}/document/?locale=${lang}`, {
    headers: { authorization: `Bearer ${energy.token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
  const payload = pdf.getSubject()!;
  expect(payload.slice(-4)).toBe(crc16Ccitt(payload.slice(0, -4)));
  const f = fields(payload);
  expect(f['26.00']).toBe('br.gov.bcb.pix');
  expect(f['53']).toBe('986');
  return { payload, title: pdf.getTitle(), amount: f['54'], txid: f['62.05'] };
}

const statement = async (id: number) => (await api('GET', `/invoices/${id}/statement/`)).body;

describe('the payable invoice document', () => {
  it('carries a BR Code for the open amount with the invoice reference, and the API shows the same code', async () => {
    const { invoices } = await customerWithInvoices([
      { cycle: '2026-06', amount: 39_644, due: '2026-07-20' },
    ]);
    const id = invoices[0]!;
    const read = await statement(id);
    expect(read.reference).toMatch(/^ALV202606\d{6}$/);
    expect(read.pix).toEqual({ payload: expect.any(String), amount_centavos: 39_644 });
    const code = await documentCode(id);
    expect(code).toMatchObject({ payload: read.pix.payload, amount: '396.44', txid: read.reference });
    expect(code.title).toBe('Fatura de energia de jun. de 2026');
    for (const lang of ['en', 'fr', 'ar']) expect((await documentCode(id, lang)).amount).toBe('396.44');
  });

  it('after a partial payment the second copy is for the new open amount, with its date', async () => {
    const { invoices } = await customerWithInvoices([
      { cycle: '2026-06', amount: 39_644, due: '2026-07-20' },
    ]);
    const id = invoices[0]!;
    expect((await pay(id, 10_000, '2026-07-04')).status).toBe(201);
    expect((await api('POST', `/invoices/${id}/copies/`, { due_date: '2026-07-25' })).status).toBe(201);
    const read = await statement(id);
    expect(read.open_centavos).toBe(29_644);
    expect(read.pix.amount_centavos).toBe(29_644);
    const code = await documentCode(id);
    expect(code.amount).toBe('296.44');
    expect(code.title).toBe('Segunda via da fatura de energia de jun. de 2026');
  });

  it('has no payable code once paid or cancelled: a translated 409', async () => {
    const { invoices } = await customerWithInvoices([
      { cycle: '2026-05', amount: 20_000, due: '2026-06-10' },
      { cycle: '2026-06', amount: 21_000, due: '2026-07-10' },
    ]);
    const [paid, cancelled] = invoices as [number, number];
    expect((await pay(paid, 20_000, '2026-06-09')).status).toBe(201);
    expect(
      (await api('POST', `/invoices/${cancelled}/cancel/`, { reason: 'Cobrança duplicada' })).status,
    ).toBe(200);
    for (const id of [paid, cancelled]) {
      expect((await statement(id)).pix).toBeNull();
      const refused = await api('GET', `/invoices/${id}/document/`, undefined, { lang: 'en' });
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(
        'This invoice is paid or cancelled: there is nothing to pay and no PIX code.',
      );
      expect((await api('POST', `/invoices/${id}/send/`)).status).toBe(409);
    }
  });

  it('goes to the customer by e-mail with the PDF attached, audited; without an address it is refused', async () => {
    const { customer, invoices } = await customerWithInvoices([
      { cycle: '2026-06', amount: 30_000, due: '2026-07-20' },
    ]);
    const id = invoices[0]!;
    const db = server.built.platform.db;
    const refused = await api('POST', `/invoices/${id}/send/`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('O cliente não tem e-mail cadastrado');
    await db.update(customers).set({ email: 'cliente@exemplo.com.br' }).where(eq(customers.id, customer));
    const sent = await api('POST', `/invoices/${id}/send/`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ to: 'cliente@exemplo.com.br' });
    const { reference, pix } = await statement(id);
    const [message] = await db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, 'cliente@exemplo.com.br'));
    expect(message!.text).toContain(pix.payload);
    const files = await db.select().from(mailAttachments).where(eq(mailAttachments.messageId, message!.id));
    expect(files).toMatchObject([{ filename: `fatura-${reference}.pdf`, contentType: 'application/pdf' }]);
    const attached = await PDFDocument.load(Buffer.from(files[0]!.content, 'base64'));
    expect(attached.getSubject()).toBe(pix.payload);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'send_invoice'), eq(auditLog.targetId, String(id))));
    expect(entries).toMatchObject([
      { subject: 'Financeiro', after: { to: 'cliente@exemplo.com.br', reference, amount_centavos: 30_000 } },
    ]);
  });

  it('is refused to who may not read the invoices', async () => {
    const { invoices } = await customerWithInvoices([
      { cycle: '2026-06', amount: 30_000, due: '2026-07-20' },
    ]);
    const user = (await login(server, 'usuario@alvorada.dev')).accessToken;
    expect((await api('GET', `/invoices/${invoices[0]}/document/`, undefined, { token: user })).status).toBe(
      403,
    );
    expect((await api('POST', `/invoices/${invoices[0]}/send/`, undefined, { token: user })).status).toBe(
      403,
    );
  });
});
