import { z } from 'zod';
import { ACTIONS, SUBJECTS, rawRuleSchema, type RawRule, type Subject } from './access.ts';
import { listQuerySchema } from './api.ts';
import { USER_STATUSES, passwordSchema, profileUpdateSchema, userSchema } from './auth.ts';
import { LOCALES } from './constants.ts';

/* ---------- Users ---------- */

/** The list's status filter also reaches soft-deleted accounts, which keep their e-mail until purged. */
export const USER_LIST_STATUSES = [...USER_STATUSES, 'deleted'] as const;
export const USER_ORDERING_FIELDS = [
  'id',
  'full_name',
  'email',
  'username',
  'role',
  'current_plan',
  'status',
  'created_at',
] as const;
export const PLANS = ['basic', 'team', 'company', 'enterprise'] as const;

const csvOfIds = z
  .string()
  .regex(/^\d+(,\d+)*$/)
  .transform((s) => s.split(',').map(Number));

export const adminUserFilterSchema = z.object({
  role: z.string().max(80).optional(),
  plan: z.string().max(40).optional(),
  status: z.enum(USER_LIST_STATUSES).optional(),
});
export const adminUserListQuerySchema = listQuerySchema.extend(adminUserFilterSchema.shape);
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserExportQuerySchema = adminUserFilterSchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  search: z.string().max(200).optional(),
  ordering: z.string().max(64).optional(),
  ids: csvOfIds.optional(),
});

export const adminUserSchema = userSchema.extend({
  created_at: z.string(),
  deleted: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const email = z.email({ message: 'invalid_email' }).max(200);
const roleName = z.string().trim().min(1, { message: 'required' }).max(80);

/** Fields of the user record an administrator may set, beyond the owner's own profile fields. */
export const adminUserPatchSchema = profileUpdateSchema.safeExtend({
  email: email.optional(),
  role: roleName.optional(),
  status: z.enum(USER_STATUSES).optional(),
  current_plan: z.string().trim().max(40).optional(),
  billing: z.string().trim().max(120).optional(),
});
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;

/** Without a password the account is invited: it receives a link to choose one. */
export const adminUserCreateSchema = z.object({
  email,
  username: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9_.-]{3,40}$/, { message: 'invalid_username' }),
  full_name: z.string().trim().min(1, { message: 'required' }).max(120),
  role: roleName,
  password: passwordSchema.optional(),
  current_plan: z.string().trim().max(40).optional(),
  language: z.enum(LOCALES).optional(),
});
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

export const userStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  pending: z.number().int(),
  deleted: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const BULK_USER_ACTIONS = ['activate', 'deactivate'] as const;
export const bulkUserSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(500),
  action: z.enum(BULK_USER_ACTIONS),
});
export const bulkResultSchema = z.object({
  done: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.number().int(), detail: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const deleteUserSchema = z.object({ confirm: z.string() });

/* ---------- Roles and permissions ---------- */

export const roleHolderSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  avatar: z.string().nullable(),
});
export const roleSchema = z.object({
  id: z.number(),
  code: z.string().nullable(),
  name: z.string(),
  rules: z.array(rawRuleSchema),
  user_count: z.number(),
  holders: z.array(roleHolderSchema),
});
export type Role = z.infer<typeof roleSchema>;

const roleNameField = z.string().trim().min(2, { message: 'role_name_short' }).max(60);
export const roleCreateSchema = z.object({ name: roleNameField, rules: z.array(rawRuleSchema).max(200) });
export const rolePatchSchema = z
  .object({ name: roleNameField.optional(), rules: z.array(rawRuleSchema).max(200).optional() })
  .strict();

const RECORD_FIELDS = ['id', 'owner_id', 'created_by', 'status', 'created_at'];
const USER_FIELDS = [...userSchema.keyof().options];

/**
 * The fields a rule's conditions and field restrictions may name, per subject. Admin and AccountSettings
 * records are users; the other areas' records share the generic record fields until they define more.
 */
export const SUBJECT_FIELDS: Record<Subject, readonly string[]> = Object.fromEntries(
  SUBJECTS.map((s) => {
    if (s === 'Admin' || s === 'AccountSettings') return [s, USER_FIELDS];
    if (s === 'Prosumidor') return [s, [...RECORD_FIELDS, 'cpf_cnpj', 'name', 'consumer_unit']];
    if (s === 'all') return [s, [...new Set([...RECORD_FIELDS, ...USER_FIELDS, 'cpf_cnpj'])]];
    return [s, RECORD_FIELDS];
  }),
) as unknown as Record<Subject, readonly string[]>;

const OPERATORS = new Set([
  '$eq',
  '$ne',
  '$in',
  '$nin',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$exists',
  '$regex',
  '$options',
  '$all',
  '$size',
  '$elemMatch',
]);
const LOGICAL = new Set(['$and', '$or', '$nor']);

export interface RuleProblem {
  /** 'rules.2.conditions.owner' style path */
  path: string;
  code: 'rule_unknown_field' | 'rule_unknown_operator';
  name: string;
}

/** Checks a rule's conditions and fields against the fields of its subjects. */
export function ruleProblems(rule: RawRule, index: number): RuleProblem[] {
  const subjects = Array.isArray(rule.subject) ? rule.subject : [rule.subject];
  const known = new Set(subjects.flatMap((s) => SUBJECT_FIELDS[s]));
  const problems: RuleProblem[] = [];
  const base = `rules.${index}`;
  const walkConditions = (conditions: Record<string, unknown>, path: string) => {
    for (const [key, value] of Object.entries(conditions)) {
      if (LOGICAL.has(key) && Array.isArray(value)) {
        value.forEach((c, i) => c && typeof c === 'object' && walkConditions(c, `${path}.${key}.${i}`));
        continue;
      }
      const field = key.split('.')[0];
      if (!known.has(field)) problems.push({ path: `${path}.${key}`, code: 'rule_unknown_field', name: key });
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const op of Object.keys(value)) {
          if (op.startsWith('$') && !OPERATORS.has(op))
            problems.push({ path: `${path}.${key}.${op}`, code: 'rule_unknown_operator', name: op });
        }
      }
    }
  };
  if (rule.conditions) walkConditions(rule.conditions, `${base}.conditions`);
  const fields = rule.fields === undefined ? [] : Array.isArray(rule.fields) ? rule.fields : [rule.fields];
  for (const f of fields) {
    if (!known.has(f.split('.')[0]))
      problems.push({ path: `${base}.fields`, code: 'rule_unknown_field', name: f });
  }
  return problems;
}

export const permissionCatalogueSchema = z.object({
  actions: z.array(z.enum(ACTIONS)),
  subjects: z.array(
    z.object({
      subject: z.enum(SUBJECTS),
      fields: z.array(z.string()),
      /** action → names of the roles whose rules allow it (unconditioned or not) */
      granted_by: z.record(z.string(), z.array(z.string())),
    }),
  ),
});
export type PermissionCatalogue = z.infer<typeof permissionCatalogueSchema>;

export const permissionCheckSchema = z.object({
  user_id: z.number().int().positive(),
  action: z.enum(ACTIONS),
  subject: z.enum(SUBJECTS),
  record: z.record(z.string(), z.unknown()).optional(),
  field: z.string().max(80).optional(),
});
export type PermissionCheck = z.infer<typeof permissionCheckSchema>;
export const permissionCheckResultSchema = z.object({
  allowed: z.boolean(),
  role: z.string().nullable(),
  /** The rule that decided, with its position in the role's rules; null when no rule matched. */
  rule: rawRuleSchema.nullable(),
  rule_index: z.number().int().nullable(),
});
export type PermissionCheckResult = z.infer<typeof permissionCheckResultSchema>;

/* ---------- Audit log ---------- */

export const auditEntrySchema = z.object({
  id: z.number(),
  actor: z.object({ id: z.number(), full_name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  subject: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = listQuerySchema.extend({
  actor_id: z.coerce.number().int().positive().optional(),
  subject: z.string().max(40).optional(),
  action: z.string().max(40).optional(),
  target_id: z.string().max(60).optional(),
  /** Entries about this user or made by them (the user view's timeline). */
  user_id: z.coerce.number().int().positive().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

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
  filename: z.string(),
  content_type: z.string(),
  size: z.number(),
});
export const mailSummarySchema = z.object({
  id: z.number(),
  folder: z.string(),
  from_address: z.string(),
  from_name: z.string(),
  to_address: z.string(),
  subject: z.string(),
  snippet: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  starred: z.boolean(),
  read: z.boolean(),
  labels: z.array(z.enum(MAIL_LABELS)),
  has_attachments: z.boolean(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;
export const mailMessageSchema = mailSummarySchema.extend({
  text: z.string(),
  attachments: z.array(mailAttachmentMetaSchema),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailCountsSchema = z.object({
  unread: z.record(z.string(), z.number()),
  total: z.record(z.string(), z.number()),
});
export type MailCounts = z.infer<typeof mailCountsSchema>;

export const attachmentUploadSchema = z.object({
  filename: z.string().trim().min(1).max(200),
  content_type: z.string().max(120).default('application/octet-stream'),
  /** base64 */
  content: z.string().max(Math.ceil((MAIL_ATTACHMENT_LIMITS.fileBytes * 4) / 3) + 4, {
    message: 'attachment_too_large',
  }),
});
export const composeSchema = z.object({
  to: z.array(email).max(200).default([]),
  /** Role names: every active holder receives the message. */
  roles: z.array(z.string().max(80)).max(20).default([]),
  subject: z.string().trim().min(1, { message: 'required' }).max(200),
  text: z.string().max(50_000),
  attachments: z.array(attachmentUploadSchema).max(MAIL_ATTACHMENT_LIMITS.files).default([]),
  /** The draft this message came from; it is removed once sent. */
  draft_id: z.number().int().positive().optional(),
});
export type Compose = z.input<typeof composeSchema>;
export const draftSchema = composeSchema.extend({
  subject: z.string().max(200).default(''),
  to: z.array(z.string().max(200)).max(200).default([]),
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
  ids: z.array(z.number().int().positive()).min(1).max(500),
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
  name: z.string().trim().min(1, { message: 'required' }).max(120),
  email,
  subject: z.string().trim().min(1, { message: 'required' }).max(200),
  message: z.string().trim().min(1, { message: 'required' }).max(10_000),
  source: z.enum(CONTACT_SOURCES),
});
export const inboundMailSchema = z.object({
  from: z.string().trim().min(3).max(300),
  from_name: z.string().max(200).optional(),
  to: z.string().max(300).optional(),
  subject: z.string().max(300).default(''),
  text: z.string().max(200_000).default(''),
  attachments: z.array(attachmentUploadSchema).max(MAIL_ATTACHMENT_LIMITS.files).default([]),
});
export const inboundSettingsSchema = z.object({ url: z.string(), secret: z.string() });

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
  locale: z.enum(LOCALES),
  subject: z.string(),
  body: z.string(),
  customized: z.boolean(),
  updated_at: z.string().nullable(),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;
export const mailTemplateUpdateSchema = z.object({
  subject: z.string().trim().min(1, { message: 'required' }).max(200),
  body: z.string().trim().min(1, { message: 'required' }).max(20_000),
});

/** `{{name}}` placeholders filled from vars; unknown ones stay as written. */
export const renderTemplate = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => vars[key] ?? whole);
