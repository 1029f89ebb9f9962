import { eq } from 'drizzle-orm';
import type { ReportParams, ReportRecipient } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { users } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import { translate } from '../../platform/http/messages.ts';
import { reports } from './report-schema.ts';
import { customers, units } from './schema.ts';
import { reportTitle } from './report-labels.ts';
import type { ReportService } from './report-service.ts';

/** The customer a report's parameters name, directly or through its UC. */
async function customerOf(db: Platform['db'], params: ReportParams) {
  if (params.customer_id) {
    const [found] = await db.select().from(customers).where(eq(customers.id, params.customer_id));
    return found ?? null;
  }
  if (params.unit_id) {
    const [found] = await db
      .select({ customer: customers })
      .from(units)
      .innerJoin(customers, eq(customers.id, units.customerId))
      .where(eq(units.id, params.unit_id));
    return found?.customer ?? null;
  }
  return null;
}

/**
 * Sends a ready report by e-mail, the file attached, to whoever requested it or to the customer it is about;
 * the report records where and when it went (the page's "último envio aos clientes").
 */
export function createReportDelivery(p: Pick<Platform, 'db' | 'mail' | 'config'>, service: ReportService) {
  const { db } = p;
  return {
    async send(reportId: number, to: ReportRecipient) {
      const row = await service.row(reportId);
      if (row.state !== 'done' || !row.file) throw new AppError(409, 'report_not_ready');
      const { locale } = row;
      let address = '';
      if (to === 'customer') address = (await customerOf(db, row.params))?.email ?? '';
      else if (row.requestedBy !== null) {
        const [user] = await db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, row.requestedBy));
        address = user?.email ?? '';
      }
      if (!address) throw new AppError(409, 'report_no_recipient');
      const title = reportTitle(locale, row.type);
      const link = `${p.config.publicUrl ?? ''}/relatorios/visao-geral`;
      const params = Object.entries(row.params)
        .map(([key, value]) => `${key}=${value}`)
        .join(', ');
      await p.mail.send({
        to: address,
        subject: translate('report_mail_subject', locale, { title }),
        text: translate('report_mail_body', locale, { title, params: params || '—', link }),
        attachments: [
          { filename: row.filename!, contentType: row.contentType!, content: row.file.toString('base64') },
        ],
      });
      const [sent] = await db
        .update(reports)
        .set({ sentTo: address, sentAt: new Date(), sentToCustomer: to === 'customer' })
        .where(eq(reports.id, reportId))
        .returning();
      return sent!;
    },
  };
}
export type ReportDelivery = ReturnType<typeof createReportDelivery>;
