import { eq } from 'drizzle-orm';
import type { InvoiceSent, InvoiceStatement, Locale } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import { translate } from '../../platform/http/messages.ts';
import { customers } from './schema.ts';
import { renderPdf } from './report-pdf.ts';
import { invoiceDocument } from './report-documents/invoice-document.ts';
import { reportFormatters } from './report-content.ts';
import { label } from './report-labels.ts';

type Statement = (actor: Actor, id: number) => Promise<InvoiceStatement>;

/**
 * The payable PDF of an open invoice (the latest second copy's when there is one: the open amount, its due
 * date) and its sending to the customer by e-mail, audited. A paid or cancelled invoice has none (409).
 */
export function createInvoiceDocuments(p: Pick<Platform, 'db' | 'mail'>, statement: Statement) {
  async function render(actor: Actor, id: number, locale: Locale) {
    const read = await statement(actor, id);
    if (!read.pix) throw new AppError(409, 'invoice_not_payable');
    const pdf = await renderPdf(await invoiceDocument(read, locale, new Date()));
    return { statement: read, pdf, filename: `fatura-${read.reference}.pdf` };
  }

  return {
    render,

    async send(actor: Actor, id: number): Promise<InvoiceSent> {
      const { locale } = actor;
      const { statement: read, pdf, filename } = await render(actor, id, locale);
      const [customer] = await p.db
        .select({ email: customers.email })
        .from(customers)
        .where(eq(customers.id, read.invoice.customer_id));
      if (!customer?.email) throw new AppError(409, 'invoice_no_recipient');
      const format = reportFormatters(locale);
      const vars = {
        cycle: format.format('month', read.invoice.cycle),
        amount: format.format('money', read.pix!.amount_centavos),
        due: format.format('date', read.invoice.due_date),
        reference: read.reference,
        pix: read.pix!.payload,
      };
      await p.mail.send({
        to: customer.email,
        subject: label(locale, 'invoiceDocument', { cycle: vars.cycle }),
        text: translate('invoice_mail_body', locale, vars),
        attachments: [{ filename, contentType: 'application/pdf', content: pdf.toString('base64') }],
      });
      await audit(p.db, actor, {
        action: 'send_invoice',
        subject: 'Financeiro',
        targetId: id,
        after: { to: customer.email, reference: read.reference, amount_centavos: read.pix!.amount_centavos },
      });
      return { to: customer.email };
    },
  };
}
export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>;
