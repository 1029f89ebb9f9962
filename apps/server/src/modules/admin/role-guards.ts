import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { RawRule } from '@alvorada/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import { exceeds, managesRoles } from '../../platform/access/rights.ts';
import type { Executor } from '../../platform/db/client.ts';
import { roles, users } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';

/** A role's new rules, or a user's new role (`null`: the user stops counting, deactivated or deleted). */
export interface AccessChange {
  role?: { id: number; rules: RawRule[] };
  user?: { id: number; roleId: number | null };
}

/** Refuses (409) a change after which no active user could manage roles: nobody could undo it. */
export async function assertRoleManagersRemain(db: Executor, change: AccessChange) {
  const all = await db.select({ id: roles.id, rules: roles.rules }).from(roles);
  const managing = all
    .filter((role) => managesRoles(role.id === change.role?.id ? change.role.rules : role.rules))
    .map((role) => role.id);
  if (change.user?.roleId && managing.includes(change.user.roleId)) return;
  const [other] = managing.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.roleId, managing),
            eq(users.status, 'active'),
            isNull(users.deletedAt),
            change.user ? ne(users.id, change.user.id) : undefined,
          ),
        )
        .limit(1)
    : [];
  if (!other) throw new AppError(409, 'last_role_manager');
}

/** Refuses (403) granting, by a role's rules or by giving someone a role, what the actor does not hold. */
export function assertGrantable(actor: Actor, rules: RawRule[]) {
  if (exceeds(actor.ability, rules)) throw new AppError(403, 'rights_beyond_yours');
}

/** Refuses (403) acting on another user whose role grants what the actor does not hold. */
export function assertNotAbove(actor: Actor, target: { id: number; rules: RawRule[] }) {
  if (target.id !== actor.userId && exceeds(actor.ability, target.rules))
    throw new AppError(403, 'user_outranks_you');
}
