import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Session } from '@alvorada/contracts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { oneTimeTokens, refreshTokens, sessions } from '../../platform/db/schema.ts';
import type { TokenSigner } from '../../platform/auth/tokens.ts';
import type { AuthState } from '../../platform/access/auth-state.ts';
import { AppError } from '../../platform/http/errors.ts';

type SessionRow = typeof sessions.$inferSelect;

/** A session as the API shows it; `current` marks the one the request is made with. */
export const toSession = (row: SessionRow, currentSessionId: string | undefined): Session => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt.toISOString(),
  user_agent: row.userAgent,
  ip: row.ip,
  current: row.id === currentSessionId,
});

export interface TokenPair {
  access: string;
  refresh: string;
}

/**
 * Sessions are refresh-token families. A refresh token is used once: using it issues the next pair.
 * Presented again within the grace period (two tabs racing), it answers the same successor pair;
 * after that, a reuse means the token leaked, and the whole family is revoked.
 */
export function createSessions(db: Db, tokens: TokenSigner, authState: AuthState, reuseGraceSeconds: number) {
  async function issuePair(tx: Executor, userId: number, sessionId: string): Promise<TokenPair> {
    const access = await tokens.access(userId, sessionId);
    const refresh = await tokens.refresh(userId, sessionId);
    const claims = (await tokens.verifyRefresh(refresh.token))!;
    await tx
      .insert(refreshTokens)
      .values({ jti: refresh.jti, sessionId, expiresAt: new Date(claims.exp * 1000) });
    return { access, refresh: refresh.token };
  }

  async function revokeSession(tx: Executor, sessionId: string) {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  return {
    async start(
      userId: number,
      meta: { userAgent: string; ip: string },
    ): Promise<TokenPair & { sessionId: string }> {
      const sessionId = randomUUID();
      const pair = await db.transaction(async (tx) => {
        await tx
          .insert(sessions)
          .values({ id: sessionId, userId, userAgent: meta.userAgent.slice(0, 300), ip: meta.ip });
        return issuePair(tx, userId, sessionId);
      });
      await authState.invalidate(userId);
      return { ...pair, sessionId };
    },

    async rotate(refreshToken: string): Promise<TokenPair> {
      const claims = await tokens.verifyRefresh(refreshToken);
      if (!claims) throw new AppError(401, 'refresh_invalid');
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .innerJoin(sessions, eq(refreshTokens.sessionId, sessions.id))
          .where(eq(refreshTokens.jti, claims.jti))
          .for('update');
        if (!row || row.sessions.revokedAt || row.refresh_tokens.expiresAt < new Date())
          return { error: true as const };
        const used = row.refresh_tokens.usedAt;
        if (used) {
          const withinGrace = Date.now() - used.getTime() <= reuseGraceSeconds * 1000;
          if (withinGrace && row.refresh_tokens.successorAccess && row.refresh_tokens.successorRefresh) {
            return {
              pair: {
                access: row.refresh_tokens.successorAccess,
                refresh: row.refresh_tokens.successorRefresh,
              },
            };
          }
          await revokeSession(tx, row.sessions.id);
          return { error: true as const, revoked: true };
        }
        const pair = await issuePair(tx, claims.userId, row.sessions.id);
        await tx
          .update(refreshTokens)
          .set({ usedAt: new Date(), successorAccess: pair.access, successorRefresh: pair.refresh })
          .where(eq(refreshTokens.jti, claims.jti));
        await tx.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, row.sessions.id));
        return { pair };
      });
      if ('revoked' in outcome) await authState.invalidate(claims.userId);
      if (!outcome.pair) throw new AppError(401, 'refresh_invalid');
      return outcome.pair;
    },

    /** Ends one session; `userId` guards against ending someone else's. */
    async end(userId: number, sessionId: string) {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      await authState.invalidate(userId);
      return ended.length > 0;
    },

    /** Ends every session of the user but `exceptSessionId`, and voids the reset links they still hold. */
    async endAll(tx: Executor, userId: number, exceptSessionId?: string) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(...conditions));
      await this.voidResetLinks(tx, userId);
    },

    /** An older reset link must not undo a reset, a password change or a revocation that came after it. */
    async voidResetLinks(tx: Executor, userId: number) {
      await tx
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            eq(oneTimeTokens.purpose, 'reset_password'),
            isNull(oneTimeTokens.usedAt),
          ),
        );
    },

    list: (userId: number) =>
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .orderBy(sessions.lastUsedAt),
  };
}
export type Sessions = ReturnType<typeof createSessions>;
