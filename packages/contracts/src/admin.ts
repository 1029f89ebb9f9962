import { z } from 'zod';
import './zod-config.ts';
import { calendarDate, idSchema, int32, isTimeZone, localeSchema, safeString } from './schema-helpers.ts';
import { listQuerySchema } from './api.ts';
import { USER_STATUSES, profileUpdateSchema, refinePassword, userSchema } from './auth.ts';
import { email } from './mail-address.ts';

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
  /** The reader's time zone, that dates are written in (the list shows them in the browser's); UTC without it. */
  time_zone: safeString().max(64).refine(isTimeZone, { message: 'invalid_timezone' }).optional(),
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
