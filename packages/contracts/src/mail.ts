import { z } from 'zod';
import './zod-config.ts';
import { int32, localeSchema, safeString } from './schema-helpers.ts';
import { listQuerySchema } from './api.ts';
import { email } from './mail-address.ts';

/* ---------- Mail ---------- */

export const MAIL_FOLDERS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];
export const MAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export type MailLabel = (typeof MAIL_LABELS)[number];
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'stored'] as const;
export const MAIL_TRASH_DAYS = 30;
export const MAIL_ATTACHMENT_LIMITS = { files: 5, fileBytes: 2 * 1024 * 1024, totalBytes: 5 * 1024 * 1024 };

export const isMailFolder = (v: string): v is MailFolder => (MAIL_FOLDERS as readonly string[]).includes(v);
export const isMailLabel = (v: string): v is MailLabel => (MAIL_LABELS as readonly string[]).includes(v);

export const mailQuerySchema = listQuerySchema.extend({
  folder: z.enum(MAIL_FOLDERS).optional(),
  label: z.enum(MAIL_LABELS).optional(),
});
export type MailQuery = z.infer<typeof mailQuerySchema>;

export const mailAttachmentMetaSchema = z.object({
  id: z.number(),
  filename: safeString(),
  content_type: safeString(),
  size: z.number(),
});
export const mailSummarySchema = z.object({
  id: z.number(),
  folder: safeString(),
  from_address: safeString(),
  from_name: safeString(),
  to_address: safeString(),
  subject: safeString(),
  snippet: safeString(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  last_error: safeString().nullable(),
  starred: z.boolean(),
  read: z.boolean(),
  labels: z.array(z.enum(MAIL_LABELS)),
  has_attachments: z.boolean(),
  created_at: safeString(),
  sent_at: safeString().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;
export const mailMessageSchema = mailSummarySchema.extend({
  text: safeString(),
  attachments: z.array(mailAttachmentMetaSchema),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailCountsSchema = z.object({
  unread: z.record(safeString(), z.number()),
  total: z.record(safeString(), z.number()),
});
export type MailCounts = z.infer<typeof mailCountsSchema>;

export const attachmentUploadSchema = z.object({
  filename: safeString().trim().min(1).max(200),
  content_type: safeString().max(120).default('application/octet-stream'),
  /** base64 */
  content: safeString().max(Math.ceil((MAIL_ATTACHMENT_LIMITS.fileBytes * 4) / 3) + 4, {
    message: 'attachment_too_large',
  }),
});
export const composeSchema = z.object({
  to: z.array(email).max(200).default([]),
  /** Role names: every active holder receives the message. */
  roles: z.array(safeString().max(80)).max(20).default([]),
  subject: safeString().trim().min(1, { message: 'required' }).max(200),
  text: safeString().max(50_000),
  attachments: z.array(attachmentUploadSchema).max(MAIL_ATTACHMENT_LIMITS.files).default([]),
  /** The draft this message came from; it is removed once sent. */
  draft_id: int32().positive().optional(),
});
export type Compose = z.input<typeof composeSchema>;
export const draftSchema = composeSchema.extend({
  subject: safeString().max(200).default(''),
  to: z.array(safeString().max(200)).max(200).default([]),
});

export const MAIL_BULK_ACTIONS = [
  'read',
  'unread',
  'star',
  'unstar',
  'trash',
  'restore',
  'spam',
  'not_spam',
  'delete',
] as const;
export const mailBulkSchema = z.object({
  ids: z.array(int32().positive()).min(1).max(500),
  action: z.enum(MAIL_BULK_ACTIONS),
});
export const mailPatchSchema = z
  .object({
    starred: z.boolean().optional(),
    read: z.boolean().optional(),
    labels: z.array(z.enum(MAIL_LABELS)).optional(),
  })
  .strict();

export const CONTACT_SOURCES = ['help_center', 'pricing'] as const;
export const contactSchema = z.object({
  name: safeString().trim().min(1, { message: 'required' }).max(120),
  email,
  subject: safeString().trim().min(1, { message: 'required' }).max(200),
  message: safeString().trim().min(1, { message: 'required' }).max(10_000),
  source: z.enum(CONTACT_SOURCES),
});
export const inboundMailSchema = z.object({
  from: safeString().trim().min(3).max(300),
  from_name: safeString().max(200).optional(),
  to: safeString().max(300).optional(),
  subject: safeString().max(300).default(''),
  text: safeString().max(200_000).default(''),
  attachments: z.array(attachmentUploadSchema).max(MAIL_ATTACHMENT_LIMITS.files).default([]),
});
export const inboundSettingsSchema = z.object({ url: safeString(), secret: safeString() });

/* ---------- Mail templates ---------- */

export const MAIL_TEMPLATE_KEYS = [
  'verify_email',
  'reset_password',
  'invitation',
  'notification_digest',
] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];
/** The placeholders each template may use, with sample values for the preview. */
export const MAIL_TEMPLATE_VARIABLES: Record<MailTemplateKey, Record<string, string>> = {
  verify_email: { link: 'https://alvorada.example/verify-email?token=…' },
  reset_password: { link: 'https://alvorada.example/reset-password?token=…' },
  invitation: {
    name: 'Maria Silva',
    inviter: 'Ana Administradora',
    link: 'https://alvorada.example/reset-password?token=…',
  },
  notification_digest: {
    name: 'Maria Silva',
    count: '3',
    items: '• …\n• …\n• …',
    link: 'https://alvorada.example/',
  },
};
export const mailTemplateSchema = z.object({
  key: z.enum(MAIL_TEMPLATE_KEYS),
  locale: localeSchema,
  subject: safeString(),
  body: safeString(),
  customized: z.boolean(),
  updated_at: safeString().nullable(),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;
export const mailTemplateUpdateSchema = z.object({
  subject: safeString().trim().min(1, { message: 'required' }).max(200),
  body: safeString().trim().min(1, { message: 'required' }).max(20_000),
});

/** `{{name}}` placeholders filled from vars; unknown ones stay as written. */
export const renderTemplate = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => vars[key] ?? whole);
