import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  REALTIME,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserExportQuery,
  type AdminUserListQuery,
  type AdminUserPatch,
  type BulkResult,
  type Locale,
  type UserStatus,
  type UserStats,
  renderTemplate,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { RoleRow, UserRow } from '../../platform/access/auth-state.ts';
import { roles, users } from '../../platform/db/schema.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { translate } from '../../platform/http/messages.ts';
import { listAll, listPage, listWhere, type ListCaller } from '../../platform/db/list.ts';
import { readableFields } from '../../platform/access/field-rules.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Notifications } from '../notifications/service.ts';
import { renderAuthEmail } from '../auth/emails.ts';
import { emailOrUsernameTaken, findRoleByNameOrCode } from '../users/repo.ts';
import { toColumns, toUser } from '../users/serialize.ts';
import { announceProfile } from '../users/announce.ts';
import { audit } from '../../platform/audit/audit.ts';
import { assertGrantable, assertNotAbove, assertRoleManagersRemain } from './role-guards.ts';
import { assertCan } from '../../platform/access/access-hook.ts';
import { LINK_TTL_MS, setPasswordLink } from './one-time-links.ts';
import { USER_SOURCE, userFilters, userListFor } from './user-list.ts';
import { DEFAULT_TEMPLATES } from './mail/template-defaults.ts';
import type { Actor } from '../../platform/access/actor.ts';

const readable = (caller: ListCaller, list: AdminUser[]) => readableFields(caller.ability, 'Admin', list);

const toAdminUser = (row: UserRow, role: RoleRow | null): AdminUser => ({
  ...toUser(row, role),
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

export function createUsersService(
  p: Pick<Platform, 'db' | 'mail' | 'hub' | 'authState' | 'log'> & {
    sessions: Sessions;
    notifications: Notifications;
  },
) {
  const { db, sessions } = p;

  /** The user hears, in their language, that an administrator changed their role or status. */
  async function tellAccountChanged(
    actor: Actor,
    user: UserRow,
    change: { role?: string; status?: UserStatus },
  ) {
    const locale = (user.language as Locale) || DEFAULT_LOCALE;
    const lines = [
      change.role ? translate('account_role_changed', locale, { role: change.role }) : '',
      change.status
        ? translate('account_status_changed', locale, {
            status: translate(`user_status_${change.status}`, locale),
          })
        : '',
    ];
    await p.notifications.notify(user.id, {
      kind: 'account_changed',
      title: translate('account_changed', locale),
      body: lines.filter(Boolean).join(' '),
      link: '/pages/account-settings/account',
      origin: actor.origin,
    });
  }
  const toApi = (row: { users: UserRow; roles: RoleRow | null }) => toAdminUser(row.users, row.roles);

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

  /** Two creates of one address at once both pass assertAvailable: the unique index decides, with a 409. */
  async function takenOnConflict<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (err) {
      const violated = uniqueViolation(err);
      if (violated === undefined) throw err;
      const field = violated.includes('username') ? 'username' : 'email';
      throw new AppError(409, `${field}_taken`, { fields: { [field]: [`${field}_taken`] } });
    }
  }

  /** Ends every session at once: the sockets get `user_deactivated` and close. */
  async function forceSignOut(id: number) {
    await p.hub.send(id, { type: 'user_deactivated', user_id: id });
    await p.hub.disconnect(id, REALTIME.closeCodes.deactivated);
  }

  /** The user `id`, when the caller's rules allow `action` on that record and the user does not outrank them. */
  async function target(actor: Actor, action: 'update' | 'delete', id: number) {
    const found = await find(id);
    assertCan(actor, action, 'Admin', toAdminUser(found.user, found.role));
    assertNotAbove(actor, { id, rules: found.role?.rules ?? [] });
    return found;
  }

  const refuseSelf = (actor: Actor, id: number) => {
    if (id === actor.userId) throw new AppError(409, 'cannot_change_self');
  };

  return {
    sessions,
    find,

    /** One page of the users the caller's rules let them read. */
    async list(query: AdminUserListQuery, caller: ListCaller & { url: string }) {
      const page = await listPage(db, USER_SOURCE, userListFor(caller.ability), query, {
        ...caller,
        where: userFilters(db, query, caller.ability),
      });
      return { ...page, results: readable(caller, page.results.map(toApi)) };
    },

    /** Every user of the list as filtered, in batches, for exports. */
    async *all(query: AdminUserExportQuery, caller: ListCaller) {
      const filters = { ...caller, where: userFilters(db, query, caller.ability) };
      for await (const rows of listAll(db, USER_SOURCE, userListFor(caller.ability), query, filters))
        yield readable(caller, rows.map(toApi));
    },

    /** Counts of the users the caller's rules let them read. */
    async stats(caller: ListCaller): Promise<UserStats> {
      const rows = await db
        .select({
          status: users.status,
          deleted: sql<boolean>`${users.deletedAt} is not null`,
          n: sql<number>`cast(count(*) as int)`,
        })
        .from(users)
        .leftJoin(roles, eq(users.roleId, roles.id))
        .where(listWhere(userListFor(caller.ability), {}, caller))
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
      return toAdminUser(user, role);
    },

    async create(actor: Actor, input: AdminUserCreate, locale: Locale) {
      const role = await roleByName(input.role);
      assertGrantable(actor, role.rules);
      await assertAvailable(input.email, input.username);
      const invited = !input.password;
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const { id, link } = await db.transaction(async (tx) => {
        const [created] = await takenOnConflict(
          tx
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
            .returning(),
        );
        await audit(tx, actor, {
          action: 'create',
          subject: 'User',
          targetId: created.id,
          after: { ...toUser(created, role), invited },
        });
        const invitation = invited
          ? await setPasswordLink(tx, actor.origin, created.id, LINK_TTL_MS.invitation)
          : null;
        return { id: created.id, link: invitation };
      });
      if (link) {
        const mailLocale = input.language ?? locale;
        const vars = {
          name: input.full_name,
          inviter: actor.name,
          link,
        };
        const text = DEFAULT_TEMPLATES.invitation(mailLocale);
        await p.mail.send({
          to: input.email,
          subject: renderTemplate(text.subject, vars),
          text: renderTemplate(text.body, vars),
          template: { key: 'invitation', locale: mailLocale, vars },
        });
      }
      return this.get(id);
    },

    async update(actor: Actor, id: number, changes: AdminUserPatch) {
      const found = await target(actor, 'update', id);
      const { status, role: roleName, email, current_plan, billing, ...fields } = changes;
      const role = roleName ? await roleByName(roleName) : null;
      const demoting = role && role.id !== found.user.roleId;
      if ((status && status !== 'active') || demoting) {
        if (id === actor.userId) throw new AppError(409, 'cannot_change_self');
      }
      if (demoting) assertGrantable(actor, role.rules);
      if ((status && status !== 'active') || demoting) {
        const active = (status ?? found.user.status) === 'active';
        await assertRoleManagersRemain(db, {
          user: { id, roleId: active ? (role?.id ?? found.user.roleId) : null },
        });
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
      const change = {
        role: demoting ? role.name : undefined,
        status: status && status !== found.user.status ? status : undefined,
      };
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
        await audit(tx, actor, {
          action: deactivating
            ? 'deactivate'
            : status === 'active' && found.user.status !== 'active'
              ? 'activate'
              : 'update',
          subject: 'User',
          targetId: id,
          before: toUser(found.user, found.role),
          after: changes,
        });
      });
      await p.authState.invalidate(id);
      if (deactivating) await forceSignOut(id);
      else await announceProfile(p, id);
      if (change.role || change.status) await tellAccountChanged(actor, found.user, change);
      return this.get(id);
    },

    async bulk(actor: Actor, ids: number[], action: 'activate' | 'deactivate', locale: Locale) {
      const result: BulkResult = { done: [], failed: [] };
      for (const id of ids) {
        try {
          await this.update(actor, id, { status: action === 'activate' ? 'active' : 'inactive' });
          result.done.push(id);
        } catch (error) {
          if (!(error instanceof AppError))
            p.log.error({ err: error, reqId: actor.requestId }, 'bulk user action failed');
          const detail =
            error instanceof AppError
              ? translate(error.code, locale, error.params)
              : translate('internal', locale);
          result.failed.push({ id, detail });
        }
      }
      return result;
    },

    /** Soft delete: the account stops working at once and its e-mail stays reserved until a purge. */
    async remove(actor: Actor, id: number, confirm: string) {
      refuseSelf(actor, id);
      const found = await target(actor, 'delete', id);
      await assertRoleManagersRemain(db, { user: { id, roleId: null } });
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
        await audit(tx, actor, {
          action: 'delete',
          subject: 'User',
          targetId: id,
          before: toUser(found.user, found.role),
        });
      });
      await p.authState.invalidate(id);
      await forceSignOut(id);
    },

    /** Erases a deleted account's personal data and frees its e-mail and username. */
    async purge(actor: Actor, id: number) {
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
        await audit(tx, actor, { action: 'purge', subject: 'User', targetId: id });
      });
    },

    async sendResetLink(actor: Actor, id: number, locale: Locale) {
      const { user } = await target(actor, 'update', id);
      if (user.status === 'inactive') throw new AppError(409, 'user_inactive');
      const mailLocale = (user.language as Locale) || locale;
      const link = await db.transaction(async (tx) => {
        await audit(tx, actor, { action: 'send_reset_link', subject: 'User', targetId: id });
        return setPasswordLink(tx, actor.origin, id, LINK_TTL_MS.reset);
      });
      const { subject, text } = renderAuthEmail('reset_password', mailLocale, link);
      await p.mail.send({
        to: user.email,
        subject,
        text,
        template: { key: 'reset_password', locale: mailLocale, vars: { link } },
      });
      return user.email;
    },

    async revokeSession(actor: Actor, id: number, sessionId: string) {
      await target(actor, 'update', id);
      if (!(await sessions.end(id, sessionId))) throw notFound();
      await db.transaction(async (tx) => {
        await sessions.voidResetLinks(tx, id);
        await audit(tx, actor, {
          action: 'revoke_session',
          subject: 'User',
          targetId: id,
          after: { sessionId },
        });
      });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
