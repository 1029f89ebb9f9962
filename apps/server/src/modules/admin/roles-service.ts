import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { RawRule, Role } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { RoleRow } from '../../platform/access/auth-state.ts';
import { roles, users } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { avatarPath } from '../users/serialize.ts';
import { announceProfile } from '../users/announce.ts';
import { audit } from '../../platform/audit/audit.ts';
import { assertValidRules } from './rule-validation.ts';
import { assertGrantable, assertRoleManagersRemain } from './role-guards.ts';
import type { Actor } from '../../platform/access/actor.ts';

const HOLDERS_SHOWN = 4;
const liveHolderOf = (roleId: number) => and(eq(users.roleId, roleId), isNull(users.deletedAt));

/** Roles and their rules; a change reaches every signed-in holder at once. */
export function createRolesService(p: Pick<Platform, 'db' | 'authState' | 'hub'>) {
  const { db } = p;

  async function describe(role: RoleRow): Promise<Role> {
    const [holders, [{ n }]] = await Promise.all([
      db
        .select({ id: users.id, full_name: users.fullName, avatar: users.avatar })
        .from(users)
        .where(liveHolderOf(role.id))
        .orderBy(asc(users.id))
        .limit(HOLDERS_SHOWN),
      db
        .select({ n: sql<number>`cast(count(*) as int)` })
        .from(users)
        .where(liveHolderOf(role.id)),
    ]);
    return {
      id: role.id,
      code: role.code,
      name: role.name,
      rules: role.rules,
      user_count: n,
      holders: holders.map((h) => ({ ...h, avatar: avatarPath(h.avatar) })),
    };
  }

  async function find(id: number) {
    const [role] = await db.select().from(roles).where(eq(roles.id, id));
    if (!role) throw notFound();
    return role;
  }

  async function assertNameFree(name: string, exceptId?: number) {
    const [clash] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(
        and(sql`lower(${roles.name}) = ${name.toLowerCase()}`, exceptId ? ne(roles.id, exceptId) : undefined),
      );
    if (clash) throw new AppError(409, 'role_name_taken', { fields: { name: ['role_name_taken'] } });
  }

  const holderIds = async (roleId: number) =>
    (await db.select({ id: users.id }).from(users).where(liveHolderOf(roleId))).map((h) => h.id);

  return {
    async list() {
      const rows = await db.select().from(roles).orderBy(asc(roles.id));
      return Promise.all(rows.map(describe));
    },

    get: async (id: number) => describe(await find(id)),

    async create(actor: Actor, input: { name: string; rules: RawRule[] }) {
      assertValidRules(input.rules);
      assertGrantable(actor, input.rules);
      await assertNameFree(input.name);
      const role = await db.transaction(async (tx) => {
        const [created] = await tx.insert(roles).values({ name: input.name, rules: input.rules }).returning();
        await audit(tx, actor, { action: 'create', subject: 'Role', targetId: created.id, after: created });
        return created;
      });
      return describe(role);
    },

    /** Saving pushes the new rules to every signed-in holder at once. */
    async update(actor: Actor, id: number, changes: { name?: string; rules?: RawRule[] }) {
      const before = await find(id);
      assertValidRules(changes.rules);
      if (changes.rules) {
        await assertRoleManagersRemain(db, { role: { id, rules: changes.rules } });
        if (actor.roleId === id) throw new AppError(403, 'role_held_by_you');
        assertGrantable(actor, changes.rules);
      }
      if (changes.name && changes.name !== before.name) await assertNameFree(changes.name, id);
      const after = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(roles)
          .set({ ...changes, version: sql`${roles.version} + 1` })
          .where(eq(roles.id, id))
          .returning();
        await audit(tx, actor, { action: 'update', subject: 'Role', targetId: id, before, after: updated });
        return updated;
      });
      await p.authState.invalidate();
      await Promise.all((await holderIds(id)).map((userId) => announceProfile(p, userId)));
      return describe(after);
    },

    async remove(actor: Actor, id: number) {
      const role = await find(id);
      if (role.code) throw new AppError(409, 'role_built_in');
      const holders = await holderIds(id);
      if (holders.length > 0) throw new AppError(409, 'role_in_use', { params: { count: holders.length } });
      await db.transaction(async (tx) => {
        // Deleted accounts may still point at the role; they keep no role.
        await tx.update(users).set({ roleId: null }).where(eq(users.roleId, id));
        await tx.delete(roles).where(eq(roles.id, id));
        await audit(tx, actor, { action: 'delete', subject: 'Role', targetId: id, before: role });
      });
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
