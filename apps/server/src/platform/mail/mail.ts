import { and, eq, sql } from 'drizzle-orm';
import { renderTemplate } from '@alvorada/contracts';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { mailAttachments, mailMessages, mailTemplates } from '../db/schema.ts';
import type { JobQueue } from '../queue/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message, content in base64. */
  attachments?: { filename: string; contentType: string; content: string }[];
  /**
   * A system template: when an administrator customised it for this locale, its text replaces subject and
   * text, with `{{name}}` placeholders filled from vars.
   */
  template?: { key: string; locale: string; vars: Record<string, string> };
}

const DELIVER = 'mail.deliver';

/**
 * Every message is recorded in the mailbox table first. With SMTP_URL a queued job delivers it and records
 * sent, or failed once its last try fails (between tries it stays queued, with the last error); without, it
 * stays stored (its recipient opens it in the mailbox) and a line names it, without its link.
 */
export function createMailService(opts: {
  db: Db;
  queue: JobQueue;
  smtpUrl?: string;
  from: string;
  log: Logger;
}) {
  const { db, queue, log } = opts;
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;

  if (transport) {
    queue.define<{ id: number }>(
      DELIVER,
      async ({ id }, job) => {
        const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
        if (!message || message.status === 'sent') return;
        const files = await db
          .select()
          .from(mailAttachments)
          .where(eq(mailAttachments.messageId, id))
          .orderBy(mailAttachments.id);
        try {
          await transport.sendMail({
            from: message.fromAddress,
            to: message.toAddress,
            subject: message.subject,
            text: message.text,
            html: message.html ?? undefined,
            attachments: files.map((f) => ({
              filename: f.filename,
              contentType: f.contentType,
              content: Buffer.from(f.content, 'base64'),
            })),
          });
          await db
            .update(mailMessages)
            .set({
              status: 'sent',
              sentAt: new Date(),
              attempts: sql`${mailMessages.attempts} + 1`,
              lastError: null,
            })
            .where(eq(mailMessages.id, id));
        } catch (err) {
          const reason = err instanceof Error ? err.message : String(err);
          await db
            .update(mailMessages)
            .set({
              // Until the last try it stays queued, so a manual retry cannot put a second job on it.
              status: job.lastAttempt ? 'failed' : 'queued',
              attempts: sql`${mailMessages.attempts} + 1`,
              lastError: reason.slice(0, 500),
            })
            .where(eq(mailMessages.id, id));
          throw err;
        }
      },
      { attempts: 4, backoffMs: 2000 },
    );
  }

  async function customised(mail: OutgoingMail) {
    if (!mail.template) return mail;
    const { key, locale, vars } = mail.template;
    const [override] = await db
      .select()
      .from(mailTemplates)
      .where(and(eq(mailTemplates.key, key), eq(mailTemplates.locale, locale)));
    if (!override) return mail;
    return {
      ...mail,
      subject: renderTemplate(override.subject, vars),
      text: renderTemplate(override.body, vars),
      html: undefined,
    };
  }

  return {
    async send(outgoing: OutgoingMail): Promise<number> {
      const mail = await customised(outgoing);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(mailMessages)
          .values({
            folder: 'sent',
            fromAddress: opts.from,
            toAddress: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            status: transport ? 'queued' : 'stored',
          })
          .returning({ id: mailMessages.id });
        if (mail.attachments?.length)
          await tx.insert(mailAttachments).values(
            mail.attachments.map((a) => ({
              messageId: inserted.id,
              filename: a.filename,
              contentType: a.contentType,
              size: Buffer.byteLength(a.content, 'base64'),
              content: a.content,
            })),
          );
        return inserted;
      });
      if (transport) await queue.add(DELIVER, { id: row.id });
      else log.info({ mailId: row.id, to: mail.to, subject: mail.subject }, 'mail stored (no SMTP_URL)');
      return row.id;
    },

    /** Queues a failed message again; false when there is no SMTP or the message did not fail. */
    async retry(id: number): Promise<boolean> {
      if (!transport) return false;
      const [row] = await db
        .update(mailMessages)
        .set({ status: 'queued', lastError: null })
        .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'failed')))
        .returning({ id: mailMessages.id });
      if (!row) return false;
      await queue.add(DELIVER, { id });
      return true;
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
