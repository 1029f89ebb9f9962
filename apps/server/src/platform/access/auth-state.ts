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

/**
 * How long a user's state is trusted without news from the bus: the bound for a change whose message waits
 * in the instance that made it (its own connection to Redis away while this one's is up).
 */
const TTL_MS = 30_000;
/** How many users' states are kept; past that, the one loaded longest ago is forgotten first. */
const USERS_MAX = 10_000;
const CHANNEL = 'auth.invalidate';

/**
 * Who a token belongs to, checked on every request: the user's status, role rules and live sessions,
 * cached briefly and dropped on every instance as soon as they change (through the event bus).
 */
export async function createAuthState(db: Db, bus: EventBus, tokens: TokenSigner) {
  const cache = new Map<number, UserState>();
  // One read per user at a time: the requests that miss together share it.
  const reading = new Map<number, Promise<UserState | null>>();
  // Counts invalidations. A read that an invalidation overtook may hold what was true before the change
  // (a session since ended): it answers the requests that were already waiting for it, and is not kept.
  let generation = 0;
  const listeners = new Set<(userId?: number) => void>();

  function drop(userId: number | undefined) {
    generation += 1;
    if (userId === undefined) {
      cache.clear();
      reading.clear();
    } else {
      cache.delete(userId);
      reading.delete(userId);
    }
  }
  await bus.subscribe(CHANNEL, (payload) => {
    const { userId } = payload as { userId?: number };
    drop(userId);
    for (const listener of listeners) listener(userId);
  });

  async function read(userId: number): Promise<UserState | null> {
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
    return {
      user: row.users,
      role: row.roles,
      ability: abilityOf(row.users, row.roles?.rules ?? []),
      activeSessions: new Set(live.map((s) => s.id)),
      loadedAt: Date.now(),
    };
  }

  function keep(userId: number, state: UserState) {
    cache.delete(userId);
    if (cache.size >= USERS_MAX) cache.delete(cache.keys().next().value!);
    cache.set(userId, state);
  }

  // The delivery stretch the cache was filled in. Outside it, a change made on another instance may not
  // have been heard: the cache is emptied, and while no message can arrive every request reads anew.
  let trustedStretch = bus.deliveryStretch();

  function load(userId: number): Promise<UserState | null> {
    const stretch = bus.deliveryStretch();
    if (stretch !== trustedStretch) {
      drop(undefined);
      trustedStretch = stretch;
    }
    if (stretch === null) return read(userId);
    const cached = cache.get(userId);
    if (cached && Date.now() - cached.loadedAt < TTL_MS) return Promise.resolve(cached);
    const pending = reading.get(userId);
    if (pending) return pending;
    const startedIn = generation;
    const fresh = read(userId)
      .then((state) => {
        if (state && generation === startedIn) keep(userId, state);
        return state;
      })
      .finally(() => {
        if (reading.get(userId) === fresh) reading.delete(userId);
      });
    reading.set(userId, fresh);
    return fresh;
  }

  return {
    load,
    /**
     * Called on every instance after a user's state changed (sessions ended, status, role), once dropped;
     * answers the function that stops the calls.
     */
    onInvalidate(listener: (userId?: number) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
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
      drop(userId);
      await bus.publish(CHANNEL, { userId });
    },
  };
}
export type AuthState = Awaited<ReturnType<typeof createAuthState>>;
