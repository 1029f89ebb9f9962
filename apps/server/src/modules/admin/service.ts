import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { REALTIME, type ListQuery, type RawRule, type UserStatus } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { roles, users } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { offsetOf, orderingOf } from '../../platform/http/pagination.ts';
import { createSessions } from '../auth/sessions.ts';
import { findRoleByNameOrCode, findUserWithRole } from '../users/repo.ts';
import { toColumns, toProfile, toUser, type PROFILE_COLUMNS } from '../users/serialize.ts';
import { audit } from './audit.ts';

const USER_ORDERING = ['id', 'full_name', 'email', 'created_at', 'status'] as const;
const USER_COLUMNS = {
  id: users.id,
  full_name: users.fullName,
  email: users.email,
  created_at: users.createdAt,
  status: users.status,
};

export type UserChanges = Partial<Record<keyof typeof PROFILE_COLUMNS, unknown>> & {
  status?: UserStatus;
  role?: string;
};

export function createAdminService(p: Platform) {
  const { db, config } = p;
  const sessions = createSessions(db, p.tokens, p.authState, config.refreshReuseGraceSeconds);

  async function announce(userId: number) {
    const found = await findUserWithRole(db, userId);
    if (found)
      await p.hub.send(userId, {
        type: 'profile_update',
        profile: toProfile(found.user, found.role, config.publicUrl),
      });
  }

  return {
    async listUsers(query: ListQuery) {
      const search = query.search?.trim();
      const where = and(
        isNull(users.deletedAt),
        search
          ? or(
              ilike(users.fullName, `%${search}%`),
              ilike(users.email, `%${search}%`),
              ilike(users.username, `%${search}%`),
            )
          : undefined,
      );
      const { field, desc: descending } = orderingOf(query.ordering, USER_ORDERING, 'id');
      const column = USER_COLUMNS[field];
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(users)
          .leftJoin(roles, eq(users.roleId, roles.id))
          .where(where)
          .orderBy(descending ? desc(column) : asc(column), asc(users.id))
          .limit(query.page_size)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { total, results: rows.map((r) => toUser(r.users, r.roles, config.publicUrl)) };
    },

    async getUser(id: number) {
      const found = await findUserWithRole(db, id);
      if (!found) throw notFound();
      return toUser(found.user, found.role, config.publicUrl);
    },

    async updateUser(request: FastifyRequest, id: number, changes: UserChanges) {
      const found = await findUserWithRole(db, id);
      if (!found) throw notFound();
      const { status, role: roleName, ...fields } = changes;
      const role = roleName ? await findRoleByNameOrCode(db, roleName) : null;
      if (roleName && !role)
        throw new AppError(400, 'role_not_found', { fields: { role: ['role_not_found'] } });
      if (
        id === request.auth?.user.id &&
        ((status && status !== 'active') || (role && role.id !== found.user.roleId))
      ) {
        throw new AppError(409, 'cannot_change_self');
      }
      const deactivating = status === 'inactive' && found.user.status !== 'inactive';
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            ...toColumns(fields),
            ...(status ? { status } : {}),
            ...(role ? { roleId: role.id } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, id));
        if (deactivating) await sessions.endAll(tx, id);
        await audit(tx, request, {
          action: 'update',
          subject: 'User',
          targetId: id,
          before: toUser(found.user, found.role, config.publicUrl),
          after: changes,
        });
      });
      await p.authState.invalidate(id);
      if (deactivating) {
        await p.hub.send(id, { type: 'user_deactivated', user_id: id });
        await p.hub.disconnect(id, REALTIME.closeCodes.deactivated);
      } else {
        await announce(id);
      }
      return this.getUser(id);
    },

    async listRoles() {
      const rows = await db
        .select({ role: roles, userCount: sql<number>`cast(count(${users.id}) as int)` })
        .from(roles)
        .leftJoin(users, and(eq(users.roleId, roles.id), isNull(users.deletedAt)))
        .groupBy(roles.id)
        .orderBy(asc(roles.id));
      return rows.map(({ role, userCount }) => ({
        id: role.id,
        code: role.code,
        name: role.name,
        rules: role.rules,
        user_count: userCount,
      }));
    },

    async updateRole(request: FastifyRequest, id: number, changes: { name?: string; rules?: RawRule[] }) {
      const [before] = await db.select().from(roles).where(eq(roles.id, id));
      if (!before) throw notFound();
      if (changes.name && changes.name !== before.name) {
        const [clash] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, changes.name));
        if (clash) throw new AppError(409, 'role_name_taken', { fields: { name: ['role_name_taken'] } });
      }
      const [after] = await db.transaction(async (tx) => {
        const updated = await tx
          .update(roles)
          .set({ ...changes, version: sql`${roles.version} + 1` })
          .where(eq(roles.id, id))
          .returning();
        await audit(tx, request, {
          action: 'update',
          subject: 'Role',
          targetId: id,
          before,
          after: updated[0],
        });
        return updated;
      });
      await p.authState.invalidate();
      const holders = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.roleId, id), isNull(users.deletedAt)));
      await Promise.all(holders.map((h) => announce(h.id)));
      return {
        id: after.id,
        code: after.code,
        name: after.name,
        rules: after.rules,
        user_count: holders.length,
      };
    },
  };
}
