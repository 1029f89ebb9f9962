import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { roles, users } from '../../platform/db/schema.ts';

const live = isNull(users.deletedAt);

export async function findUserWithRole(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .leftJoin(roles, eq(users.roleId, roles.id))
    .where(and(eq(users.id, id), live));
  return row ? { user: row.users, role: row.roles } : null;
}

/** By e-mail or username, case-insensitive. */
export async function findUserByLogin(db: Executor, login: string) {
  const key = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(and(live, sql`(lower(${users.email}) = ${key} or lower(${users.username}) = ${key})`))
    .limit(1);
  return row ?? null;
}

export async function emailOrUsernameTaken(db: Executor, email: string, username: string, exceptId?: number) {
  const rows = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(
      and(
        live,
        sql`(lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()})`,
      ),
    );
  const others = rows.filter((r) => r.id !== exceptId);
  return {
    email: others.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: others.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

export async function findRoleByNameOrCode(db: Executor, nameOrCode: string) {
  const [role] = await db
    .select()
    .from(roles)
    .where(sql`${roles.name} = ${nameOrCode} or ${roles.code} = ${nameOrCode}`)
    .limit(1);
  return role ?? null;
}
