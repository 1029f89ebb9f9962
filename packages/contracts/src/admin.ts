import { createMongoAbility } from '@casl/ability';
import { z } from 'zod';
import './zod-config.ts';
import { calendarDate, idSchema, int32, localeSchema, safeString } from './schema-helpers.ts';
import { ACTIONS, SUBJECTS, type Subject } from './access.ts';
import { rawRuleSchema, type RawRule } from './access-rule.ts';
import { listQuerySchema } from './api.ts';
import { USER_STATUSES, profileUpdateSchema, refinePassword, userSchema } from './auth.ts';

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

/** `1,2,3`: record ids, each within int32 like every other id. */
const csvOfIds = safeString()
  .regex(/^\d+(,\d+)*$/, { message: 'invalid_id' })
  .transform((s) => s.split(',').map(Number))
  .pipe(z.array(int32().min(1, { message: 'invalid_id' })));

export const adminUserFilterSchema = z.object({
  role: safeString().max(80).optional(),
  plan: safeString().max(40).optional(),
  status: z.enum(USER_LIST_STATUSES).optional(),
});
export const adminUserListQuerySchema = listQuerySchema.extend(adminUserFilterSchema.shape);
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserExportQuerySchema = adminUserFilterSchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  search: safeString().max(200).optional(),
  ordering: safeString().max(64).optional(),
  ids: csvOfIds.optional(),
});
export type AdminUserExportQuery = z.infer<typeof adminUserExportQuerySchema>;

export const adminUserSchema = userSchema.extend({
  created_at: safeString(),
  deleted: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const email = z.email({ message: 'invalid_email' }).max(200);
const roleName = safeString().trim().min(1, { message: 'required' }).max(80);

/** Fields of the user record an administrator may set, beyond the owner's own profile fields. */
export const adminUserPatchSchema = profileUpdateSchema.safeExtend({
  email: email.optional(),
  role: roleName.optional(),
  status: z.enum(USER_STATUSES).optional(),
  current_plan: safeString().trim().max(40).optional(),
  billing: safeString().trim().max(120).optional(),
});
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;

/** Without a password the account is invited: it receives a link to choose one. */
export const adminUserCreateSchema = z
  .object({
    email,
    username: safeString()
      .trim()
      .regex(/^[a-zA-Z0-9_.-]{3,40}$/, { message: 'invalid_username' }),
    full_name: safeString().trim().min(1, { message: 'required' }).max(120),
    role: roleName,
    password: safeString().max(128).optional(),
    current_plan: safeString().trim().max(40).optional(),
    language: localeSchema.optional(),
  })
  .superRefine(refinePassword((values) => values, 'password'));
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

export const userStatsSchema = z.object({
  total: int32(),
  active: int32(),
  inactive: int32(),
  pending: int32(),
  deleted: int32(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const BULK_USER_ACTIONS = ['activate', 'deactivate'] as const;
export const bulkUserSchema = z.object({
  ids: z.array(int32().positive()).min(1).max(500),
  action: z.enum(BULK_USER_ACTIONS),
});
export const bulkResultSchema = z.object({
  done: z.array(int32()),
  failed: z.array(z.object({ id: int32(), detail: safeString() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const deleteUserSchema = z.object({ confirm: safeString() });

/* ---------- Roles and permissions ---------- */

export const roleHolderSchema = z.object({
  id: z.number(),
  full_name: safeString(),
  avatar: safeString().nullable(),
});
export const roleSchema = z.object({
  id: z.number(),
  code: safeString().nullable(),
  name: safeString(),
  rules: z.array(rawRuleSchema),
  user_count: z.number(),
  holders: z.array(roleHolderSchema),
});
export type Role = z.infer<typeof roleSchema>;

const roleNameField = safeString().trim().min(2, { message: 'role_name_short' }).max(60);
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

/**
 * The fields a rule's conditions may name, per subject. Every list of Admin and of Backtest applies its
 * readers' conditions in SQL, so those name only what each of them maps to a column: the user list every
 * user field, the trading lists the owner. The other subjects' routes take only unconditioned rules and
 * check conditions on the record in memory, so any of their fields will do; `all` reaches both kinds of list,
 * which share no field.
 */
export const CONDITION_FIELDS: Record<Subject, readonly string[]> = Object.fromEntries(
  SUBJECTS.map((s) => [s, s === 'Backtest' ? ['owner_id'] : s === 'all' ? [] : SUBJECT_FIELDS[s]]),
) as unknown as Record<Subject, readonly string[]>;

/** The fields the conditions of a rule over every one of `subjects` may name. */
export const conditionFieldsOf = (subjects: readonly Subject[]): string[] =>
  subjects.length
    ? CONDITION_FIELDS[subjects[0]!].filter((f) => subjects.every((s) => CONDITION_FIELDS[s].includes(f)))
    : [];

/** The condition operators the server can also apply in SQL when it lists records. */
export const CONDITION_OPERATORS = [
  '$eq',
  '$ne',
  '$in',
  '$nin',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$exists',
] as const;
const OPERATORS = new Set<string>(CONDITION_OPERATORS);
/** Subjects whose records' fields are declared, so a rule may restrict which of them it reads. */
export const FIELD_RULE_SUBJECTS: readonly Subject[] = ['Admin', 'AccountSettings', 'Prosumidor'];

/** Whether the rules' matcher takes these conditions (`$in` a list, `$gt` a number, text or date…). */
function parses(conditions: Record<string, unknown>) {
  try {
    return Boolean(
      createMongoAbility([{ action: 'read', subject: 'Any', conditions }]).rulesFor('read', 'Any')[0]?.ast,
    );
  } catch {
    return false;
  }
}

export interface RuleProblem {
  /** 'rules.2.conditions.owner' style path */
  path: string;
  code:
    | 'rule_unknown_field'
    | 'rule_unknown_operator'
    | 'rule_fields_undeclared'
    | 'rule_condition_field'
    | 'rule_condition_value';
  name: string;
}

/** Checks a rule's conditions and fields against the fields of its subjects (CONDITION_FIELDS for conditions). */
export function ruleProblems(rule: RawRule, index: number): RuleProblem[] {
  const subjects = Array.isArray(rule.subject) ? rule.subject : [rule.subject];
  const known = new Set(subjects.flatMap((s) => SUBJECT_FIELDS[s]));
  const conditionable = new Set(conditionFieldsOf(subjects));
  const problems: RuleProblem[] = [];
  const base = `rules.${index}`;
  const walkConditions = (conditions: Record<string, unknown>, path: string) => {
    for (const [key, value] of Object.entries(conditions)) {
      // `$or` and its kind: neither the rules' matcher nor the lists' SQL read them (several rules are an or).
      if (key.startsWith('$')) {
        problems.push({ path: `${path}.${key}`, code: 'rule_unknown_operator', name: key });
        continue;
      }
      const field = key.split('.')[0];
      if (!known.has(field)) problems.push({ path: `${path}.${key}`, code: 'rule_unknown_field', name: key });
      else if (!conditionable.has(field))
        problems.push({ path: `${path}.${key}`, code: 'rule_condition_field', name: key });
      const operators = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
      const unknown = operators.filter((op) => op.startsWith('$') && !OPERATORS.has(op));
      for (const op of unknown)
        problems.push({ path: `${path}.${key}.${op}`, code: 'rule_unknown_operator', name: op });
      if (!unknown.length && !parses({ [key]: value }))
        problems.push({ path: `${path}.${key}`, code: 'rule_condition_value', name: key });
    }
  };
  if (rule.conditions) walkConditions(rule.conditions, `${base}.conditions`);
  const fields = rule.fields === undefined ? [] : Array.isArray(rule.fields) ? rule.fields : [rule.fields];
  const undeclared = subjects.find((s) => !FIELD_RULE_SUBJECTS.includes(s));
  if (fields.length && undeclared)
    return [...problems, { path: `${base}.fields`, code: 'rule_fields_undeclared', name: undeclared }];
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
      fields: z.array(safeString()),
      /** action → names of the roles whose rules allow it (unconditioned or not) */
      granted_by: z.record(safeString(), z.array(safeString())),
    }),
  ),
});
export type PermissionCatalogue = z.infer<typeof permissionCatalogueSchema>;

export const permissionCheckSchema = z.object({
  user_id: int32().positive(),
  action: z.enum(ACTIONS),
  subject: z.enum(SUBJECTS),
  record: z.record(safeString(), z.unknown()).optional(),
  field: safeString().max(80).optional(),
});
export type PermissionCheck = z.infer<typeof permissionCheckSchema>;
export const permissionCheckResultSchema = z.object({
  allowed: z.boolean(),
  role: safeString().nullable(),
  /** The rule that decided, with its position in the role's rules; null when no rule matched. */
  rule: rawRuleSchema.nullable(),
  rule_index: int32().nullable(),
});
export type PermissionCheckResult = z.infer<typeof permissionCheckResultSchema>;

/* ---------- Audit log ---------- */

export const auditEntrySchema = z.object({
  id: z.number(),
  actor: z.object({ id: z.number(), full_name: safeString(), email: safeString() }).nullable(),
  action: safeString(),
  subject: safeString(),
  target_id: safeString().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: safeString(),
  created_at: safeString(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = listQuerySchema.extend({
  actor_id: idSchema.optional(),
  subject: safeString().max(40).optional(),
  action: safeString().max(40).optional(),
  target_id: safeString().max(60).optional(),
  /** Entries about this user or made by them (the user view's timeline). */
  user_id: idSchema.optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
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
