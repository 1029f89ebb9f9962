import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  REALTIME,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserListQuery,
  type AdminUserPatch,
  type BulkResult,
  type Locale,
  type UserStats,
  renderTemplate,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { RoleRow, UserRow } from '../../platform/access/auth-state.ts';
import { roles, users } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { translate } from '../../platform/http/messages.ts';
import { offsetOf } from '../../platform/http/pagination.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { createSessions } from '../auth/sessions.ts';
import { renderAuthEmail } from '../auth/emails.ts';
import { emailOrUsernameTaken, findRoleByNameOrCode } from '../users/repo.ts';
import { toColumns, toUser } from '../users/serialize.ts';
import { announceProfile } from '../users/announce.ts';
import { audit } from './audit.ts';
import { LINK_TTL_MS, setPasswordLink } from './one-time-links.ts';
import { userOrder, userWhere } from './user-filters.ts';
import { DEFAULT_TEMPLATES } from './mail/template-defaults.ts';

const toAdminUser = (row: UserRow, role: RoleRow | null, publicUrl: string): AdminUser => ({
  ...toUser(row, role, publicUrl),
  created_at: row.createdAt.toISOString(),
  deleted: row.deletedAt !== null,
});

const PERSONAL_FIELDS_CLEARED = {
  fullName: '',
  firstName: '',
  lastName: '',
  avatar: null,
  company: '',
  country: '',
  contact: '',
  mobile: '',
  pincode: '',
  address: '',
  city: '',
  state: '',
  cpf: '',
  birthDate: null,
  billing: '',
  passwordHash: null,
};

export function createUsersService(p: Platform) {
  const { db, config } = p;
  const sessions = createSessions(db, p.tokens, p.authState, config.refreshReuseGraceSeconds);

  async function find(id: number, opts: { includeDeleted?: boolean } = {}) {
    const [row] = await db
      .select()
      .from(users)
      .leftJoin(roles, eq(users.roleId, roles.id))
      .where(and(eq(users.id, id), opts.includeDeleted ? undefined : isNull(users.deletedAt)));
    if (!row) throw notFound();
    return { user: row.users, role: row.roles };
  }

  async function roleByName(name: string) {
    const role = await findRoleByNameOrCode(db, name);
    if (!role) throw new AppError(400, 'role_not_found', { fields: { role: ['role_not_found'] } });
    return role;
  }

  async function assertAvailable(email: string | undefined, username: string | undefined, exceptId?: number) {
    if (email) {
      const [held] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(isNotNull(users.deletedAt), sql`lower(${users.email}) = ${email.toLowerCase()}`));
      if (held)
        throw new AppError(409, 'email_held_by_deleted', { fields: { email: ['email_held_by_deleted'] } });
    }
    const taken = await emailOrUsernameTaken(db, email ?? '', username ?? '', exceptId);
    if (email && taken.email) throw new AppError(409, 'email_taken', { fields: { email: ['email_taken'] } });
    if (username && taken.username)
      throw new AppError(409, 'username_taken', { fields: { username: ['username_taken'] } });
  }

  /** Ends every session at once: the sockets get `user_deactivated` and close. */
  async function forceSignOut(id: number) {
    await p.hub.send(id, { type: 'user_deactivated', user_id: id });
    await p.hub.disconnect(id, REALTIME.closeCodes.deactivated);
  }

  const refuseSelf = (request: FastifyRequest, id: number) => {
    if (id === request.auth?.user.id) throw new AppError(409, 'cannot_change_self');
  };

  return {
    sessions,
    find,

    async list(query: AdminUserListQuery) {
      const where = userWhere(db, query);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(users)
          .leftJoin(roles, eq(users.roleId, roles.id))
          .where(where)
          .orderBy(...userOrder(query.ordering))
          .limit(query.page_size)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { total, results: rows.map((r) => toAdminUser(r.users, r.roles, config.publicUrl)) };
    },

    /** Every matching user, for exports (bounded). */
    async all(filters: Parameters<typeof userWhere>[1] & { ordering?: string; ids?: number[] }) {
      const where = and(userWhere(db, filters), filters.ids ? inArray(users.id, filters.ids) : undefined);
      const rows = await db
        .select()
        .from(users)
        .leftJoin(roles, eq(users.roleId, roles.id))
        .where(where)
        .orderBy(...userOrder(filters.ordering))
        .limit(50_000);
      return rows.map((r) => toAdminUser(r.users, r.roles, config.publicUrl));
    },

    async stats(): Promise<UserStats> {
      const rows = await db
        .select({
          status: users.status,
          deleted: sql<boolean>`${users.deletedAt} is not null`,
          n: sql<number>`cast(count(*) as int)`,
        })
        .from(users)
        .groupBy(users.status, sql`${users.deletedAt} is not null`);
      const stats: UserStats = { total: 0, active: 0, inactive: 0, pending: 0, deleted: 0 };
      for (const row of rows) {
        if (row.deleted) stats.deleted += row.n;
        else {
          stats[row.status] += row.n;
          stats.total += row.n;
        }
      }
      return stats;
    },

    async get(id: number) {
      const { user, role } = await find(id);
      return toAdminUser(user, role, config.publicUrl);
    },

    async create(request: FastifyRequest, input: AdminUserCreate, locale: Locale) {
      const role = await roleByName(input.role);
      await assertAvailable(input.email, input.username);
      const invited = !input.password;
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const { id, link } = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            email: input.email.trim(),
            username: input.username,
            fullName: input.full_name,
            passwordHash,
            roleId: role.id,
            status: invited ? 'pending' : 'active',
            emailVerifiedAt: invited ? null : new Date(),
            currentPlan: input.current_plan ?? '',
            language: input.language ?? '',
          })
          .returning();
        await audit(tx, request, {
          action: 'create',
          subject: 'User',
          targetId: created.id,
          after: { ...toUser(created, role, config.publicUrl), invited },
        });
        const invitation = invited
          ? await setPasswordLink(tx, config.publicUrl, created.id, LINK_TTL_MS.invitation)
          : null;
        return { id: created.id, link: invitation };
      });
      if (link) {
        const mailLocale = input.language ?? locale;
        const vars = {
          name: input.full_name,
          inviter: request.auth?.user.fullName || request.auth?.user.email || '',
          link,
        };
        const text = DEFAULT_TEMPLATES.invitation(mailLocale);
        await p.mail.send({
          to: input.email,
          subject: renderTemplate(text.subject, vars),
          text: renderTemplate(text.body, vars),
          link,
          template: { key: 'invitation', locale: mailLocale, vars },
        });
      }
      return this.get(id);
    },

    async update(request: FastifyRequest, id: number, changes: AdminUserPatch) {
      const found = await find(id);
      const { status, role: roleName, email, current_plan, billing, ...fields } = changes;
      const role = roleName ? await roleByName(roleName) : null;
      const demoting = role && role.id !== found.user.roleId;
      if ((status && status !== 'active') || demoting) {
        if (id === request.auth?.user.id) throw new AppError(409, 'cannot_change_self');
      }
      const emailChanged = email && email.toLowerCase() !== found.user.email.toLowerCase();
      const usernameChanged =
        fields.username && fields.username.toLowerCase() !== found.user.username.toLowerCase();
      if (emailChanged || usernameChanged)
        await assertAvailable(
          emailChanged ? email : undefined,
          usernameChanged ? fields.username : undefined,
          id,
        );
      const deactivating = status === 'inactive' && found.user.status !== 'inactive';
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            ...toColumns(fields),
            ...(email ? { email } : {}),
            ...(current_plan !== undefined ? { currentPlan: current_plan } : {}),
            ...(billing !== undefined ? { billing } : {}),
            ...(status ? { status } : {}),
            ...(status === 'active' && !found.user.emailVerifiedAt ? { emailVerifiedAt: new Date() } : {}),
            ...(role ? { roleId: role.id } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, id));
        if (deactivating) await sessions.endAll(tx, id);
        await audit(tx, request, {
          action: deactivating
            ? 'deactivate'
            : status === 'active' && found.user.status !== 'active'
              ? 'activate'
              : 'update',
          subject: 'User',
          targetId: id,
          before: toUser(found.user, found.role, config.publicUrl),
          after: changes,
        });
      });
      await p.authState.invalidate(id);
      if (deactivating) await forceSignOut(id);
      else await announceProfile(p, id);
      return this.get(id);
    },

    async bulk(request: FastifyRequest, ids: number[], action: 'activate' | 'deactivate', locale: Locale) {
      const result: BulkResult = { done: [], failed: [] };
      for (const id of ids) {
        try {
          await this.update(request, id, { status: action === 'activate' ? 'active' : 'inactive' });
          result.done.push(id);
        } catch (error) {
          const detail =
            error instanceof AppError ? translate(error.code, locale, error.params) : String(error);
          result.failed.push({ id, detail });
        }
      }
      return result;
    },

    /** Soft delete: the account stops working at once and its e-mail stays reserved until a purge. */
    async remove(request: FastifyRequest, id: number, confirm: string) {
      refuseSelf(request, id);
      const found = await find(id);
      if (confirm.trim().toLowerCase() !== found.user.email.toLowerCase())
        throw new AppError(400, 'delete_confirmation_mismatch', {
          fields: { confirm: ['delete_confirmation_mismatch'] },
        });
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ deletedAt: new Date(), status: 'inactive', updatedAt: new Date() })
          .where(eq(users.id, id));
        await sessions.endAll(tx, id);
        await audit(tx, request, {
          action: 'delete',
          subject: 'User',
          targetId: id,
          before: toUser(found.user, found.role, config.publicUrl),
        });
      });
      await p.authState.invalidate(id);
      await forceSignOut(id);
    },

    /** Erases a deleted account's personal data and frees its e-mail and username. */
    async purge(request: FastifyRequest, id: number) {
      const found = await find(id, { includeDeleted: true });
      if (!found.user.deletedAt) throw new AppError(409, 'user_not_deleted');
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            ...PERSONAL_FIELDS_CLEARED,
            email: `purged-${id}@invalid`,
            username: `purged-${id}`,
            updatedAt: new Date(),
          })
          .where(eq(users.id, id));
        await audit(tx, request, { action: 'purge', subject: 'User', targetId: id });
      });
    },

    async sendResetLink(request: FastifyRequest, id: number, locale: Locale) {
      const { user } = await find(id);
      if (user.status === 'inactive') throw new AppError(409, 'user_inactive');
      const mailLocale = (user.language as Locale) || locale;
      const link = await db.transaction(async (tx) => {
        await audit(tx, request, { action: 'send_reset_link', subject: 'User', targetId: id });
        return setPasswordLink(tx, config.publicUrl, id, LINK_TTL_MS.reset);
      });
      const { subject, text } = renderAuthEmail('reset_password', mailLocale, link);
      await p.mail.send({
        to: user.email,
        subject,
        text,
        link,
        template: { key: 'reset_password', locale: mailLocale, vars: { link } },
      });
      return user.email;
    },

    async revokeSession(request: FastifyRequest, id: number, sessionId: string) {
      await find(id);
      if (!(await sessions.end(id, sessionId))) throw notFound();
      await db.transaction((tx) =>
        audit(tx, request, { action: 'revoke_session', subject: 'User', targetId: id, after: { sessionId } }),
      );
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
