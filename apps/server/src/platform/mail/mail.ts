import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { mailMessages } from '../db/schema.ts';
import type { JobQueue } from '../queue/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The action link the message carries; logged in the embedded mode so a developer can follow it. */
  link?: string;
}

const DELIVER = 'mail.deliver';

/**
 * Every message is recorded in the mailbox table first. With SMTP_URL a queued job delivers it and records
 * sent or failed (retried); without, it stays stored and its link is logged.
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
      async ({ id }) => {
        const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
        if (!message || message.status === 'sent') return;
        try {
          await transport.sendMail({
            from: message.fromAddress,
            to: message.toAddress,
            subject: message.subject,
            text: message.text,
            html: message.html ?? undefined,
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
              status: 'failed',
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

  return {
    async send(mail: OutgoingMail): Promise<number> {
      const [row] = await db
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
      if (transport) await queue.add(DELIVER, { id: row.id });
      else
        log.info(
          { mailId: row.id, to: mail.to, subject: mail.subject, link: mail.link },
          'mail stored (no SMTP_URL)',
        );
      return row.id;
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
