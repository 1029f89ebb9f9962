import { and, eq, isNull } from 'drizzle-orm';
import { buildAbility, type AppAbility, type RawRule } from '@alvorada/contracts';
import type { Db } from '../db/client.ts';
import { roles, sessions, users } from '../db/schema.ts';
import type { EventBus } from '../bus/index.ts';
import type { TokenSigner } from '../auth/tokens.ts';

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

interface UserState {
  user: UserRow;
  role: RoleRow | null;
  ability: AppAbility;
  activeSessions: Set<string>;
  loadedAt: number;
}

/** A user's ability: their role's rules with `${user.id}`-style placeholders filled from the user. */
export const abilityOf = (user: UserRow, rules: RawRule[]) =>
  buildAbility(rules, { id: user.id, email: user.email });

export interface AuthContext {
  user: UserRow;
  role: RoleRow | null;
  ability: AppAbility;
  sessionId: string;
  tokenExp: number;
}

export type AuthFailure = 'token_invalid' | 'inactive';

const TTL_MS = 30_000;
const CHANNEL = 'auth.invalidate';

/**
 * Who a token belongs to, checked on every request: the user's status, role rules and live sessions,
 * cached briefly and dropped on every instance as soon as they change (through the event bus).
 */
export async function createAuthState(db: Db, bus: EventBus, tokens: TokenSigner) {
  const cache = new Map<number, UserState>();
  const listeners: ((userId?: number) => void)[] = [];
  await bus.subscribe(CHANNEL, (payload) => {
    const { userId } = payload as { userId?: number };
    if (userId === undefined) cache.clear();
    else cache.delete(userId);
    for (const listener of listeners) listener(userId);
  });

  async function load(userId: number): Promise<UserState | null> {
    const cached = cache.get(userId);
    if (cached && Date.now() - cached.loadedAt < TTL_MS) return cached;
    const [row] = await db
      .select()
      .from(users)
      .leftJoin(roles, eq(users.roleId, roles.id))
      .where(eq(users.id, userId));
    if (!row || row.users.deletedAt) return null;
    const live = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    const state: UserState = {
      user: row.users,
      role: row.roles,
      ability: abilityOf(row.users, row.roles?.rules ?? []),
      activeSessions: new Set(live.map((s) => s.id)),
      loadedAt: Date.now(),
    };
    cache.set(userId, state);
    return state;
  }

  return {
    load,
    /** Called on every instance after a user's state changed (sessions ended, status, role), once dropped. */
    onInvalidate(listener: (userId?: number) => void) {
      listeners.push(listener);
    },
    async authenticate(token: string): Promise<AuthContext | AuthFailure> {
      const claims = await tokens.verifyAccess(token);
      if (!claims) return 'token_invalid';
      const state = await load(claims.userId);
      if (!state || !state.activeSessions.has(claims.sessionId)) return 'token_invalid';
      if (state.user.status !== 'active') return 'inactive';
      return {
        user: state.user,
        role: state.role,
        ability: state.ability,
        sessionId: claims.sessionId,
        tokenExp: claims.exp,
      };
    },
    /** Drops one user's cached state (or everyone's) on every instance. */
    async invalidate(userId?: number) {
      if (userId === undefined) cache.clear();
      else cache.delete(userId);
      await bus.publish(CHANNEL, { userId });
    },
  };
}
export type AuthState = Awaited<ReturnType<typeof createAuthState>>;
