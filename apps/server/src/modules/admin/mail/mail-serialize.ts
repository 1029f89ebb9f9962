import type { MailLabel, MailSummary } from '@alvorada/contracts';
import type { mailMessages } from '../../../platform/db/schema.ts';
import { redactLinkTokens } from '../../../platform/http/redact.ts';

type Row = typeof mailMessages.$inferSelect;

export const toMailSummary = (
  row: Omit<Row, 'text' | 'html'>,
  snippet: string,
  hasAttachments: boolean,
): MailSummary => ({
  id: row.id,
  folder: row.folder,
  from_address: row.fromAddress,
  from_name: row.fromName,
  to_address: row.toAddress,
  subject: row.subject,
  snippet: snippet.replace(/\s+/g, ' ').trim(),
  status: row.status,
  attempts: row.attempts,
  last_error: row.lastError,
  starred: row.starred,
  read: row.readAt !== null,
  labels: row.labels as MailLabel[],
  has_attachments: hasAttachments,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

/**
 * A message as a reader sees it: a link's one-time token (reset, verification, invitation) whole only to
 * the message's recipient, the reader whose address it was sent to; anyone else gets the link without it.
 */
export function shownTo<T extends MailSummary & { text?: string }>(
  message: T,
  readerAddress: string | null,
): T {
  if (readerAddress && message.to_address.trim().toLowerCase() === readerAddress.trim().toLowerCase())
    return message;
  return {
    ...message,
    subject: redactLinkTokens(message.subject),
    snippet: redactLinkTokens(message.snippet),
    ...(message.text === undefined ? {} : { text: redactLinkTokens(message.text) }),
  };
}
