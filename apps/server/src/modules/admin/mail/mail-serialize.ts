import type { MailLabel, MailSummary } from '@alvorada/contracts';
import type { mailMessages } from '../../../platform/db/schema.ts';

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
