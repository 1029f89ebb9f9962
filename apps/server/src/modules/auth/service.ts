import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale, ProfileUpdate } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { oneTimeTokens, users } from '../../platform/db/schema.ts';
import { hashPassword, verifyPassword, decoyHash } from '../../platform/auth/passwords.ts';
import { hashToken, newOneTimeToken } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  emailOrUsernameTaken,
  findRoleByNameOrCode,
  findUserByLogin,
  findUserWithRole,
} from '../users/repo.ts';
import { toColumns, toProfile } from '../users/serialize.ts';
import { renderAuthEmail } from './emails.ts';
import { announceProfile } from '../users/announce.ts';
import { createSessions } from './sessions.ts';
import type { Executor } from '../../platform/db/client.ts';

const VERIFY_TTL_MS = 24 * 3600_000;

/** Columns set once a one-time link has proven the e-mail address. */
const addressConfirmed = () => ({
  emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
  status: sql`case when ${users.status} = 'pending' then 'active' else ${users.status} end`,
});
const RESET_TTL_MS = 3600_000;

export function createAuthService(p: Platform) {
  const { db, config, counters } = p;
  const sessions = createSessions(db, p.tokens, p.authState, config.refreshReuseGraceSeconds);

  async function throttleCheck(keys: string[], limits: number[]) {
    for (let i = 0; i < keys.length; i++) {
      const { count, resetSeconds } = await counters.peek(keys[i]);
      if (count >= limits[i]) {
        throw new AppError(429, 'throttled', {
          params: { seconds: resetSeconds },
          headers: { 'retry-after': String(resetSeconds) },
        });
      }
    }
  }

  async function issueOneTimeToken(tx: Executor, userId: number, purpose: 'verify_email' | 'reset_password') {
    const token = newOneTimeToken();
    const ttl = purpose === 'verify_email' ? VERIFY_TTL_MS : RESET_TTL_MS;
    await tx
      .insert(oneTimeTokens)
      .values({ tokenHash: hashToken(token), userId, purpose, expiresAt: new Date(Date.now() + ttl) });
    return token;
  }

  /** Marks the token used and answers its user, or refuses an unknown, expired or used token. */
  async function consumeOneTimeToken(
    tx: Executor,
    token: string,
    purpose: 'verify_email' | 'reset_password',
  ) {
    const [row] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, hashToken(token)),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: oneTimeTokens.userId });
    if (!row) throw new AppError(400, 'token_expired_or_used');
    return row.userId;
  }

  const linkTo = (path: string, token: string) =>
    `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  async function sendAuthMail(
    kind: 'verify_email' | 'reset_password',
    to: string,
    locale: Locale,
    link: string,
  ) {
    const { subject, text } = renderAuthEmail(kind, locale, link);
    // An administrator's version of the template, when there is one, replaces the built-in text.
    await p.mail.send({ to, subject, text, link, template: { key: kind, locale, vars: { link } } });
  }

  async function profileOf(userId: number) {
    const found = await findUserWithRole(db, userId);
    if (!found) throw new AppError(401, 'token_invalid');
    return toProfile(found.user, found.role, config.publicUrl);
  }

  return {
    sessions,
    profileOf,

    async login(login: string, password: string, meta: { ip: string; userAgent: string }) {
      const accountKey = `login:account:${login.trim().toLowerCase()}`;
      const ipKey = `login:ip:${meta.ip}`;
      await throttleCheck([accountKey, ipKey], [config.loginRate.max, config.loginRate.ipMax]);
      const user = await findUserByLogin(db, login);
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      if (!user || !ok) {
        await counters.hit(accountKey, config.loginRate.windowSeconds);
        await counters.hit(ipKey, config.loginRate.windowSeconds);
        throw new AppError(401, 'invalid_credentials');
      }
      if (user.status === 'inactive') throw new AppError(403, 'inactive');
      if (!user.emailVerifiedAt) throw new AppError(403, 'email_not_verified');
      await counters.reset(accountKey);
      const session = await sessions.start(user.id, meta);
      const profile = await profileOf(user.id);
      const { userAbilityRules, ...userData } = profile;
      return { accessToken: session.access, refreshToken: session.refresh, userData, userAbilityRules };
    },

    async register(
      input: { username: string; email: string; password: string; full_name?: string },
      locale: Locale,
    ) {
      const taken = await emailOrUsernameTaken(db, input.email, input.username);
      if (taken.email || taken.username) {
        const fields: Record<string, ('email_taken' | 'username_taken')[]> = {};
        if (taken.email) fields.email = ['email_taken'];
        if (taken.username) fields.username = ['username_taken'];
        throw new AppError(409, taken.email ? 'email_taken' : 'username_taken', { fields });
      }
      const role = await findRoleByNameOrCode(db, 'usuario');
      const passwordHash = await hashPassword(input.password);
      const token = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: input.email.trim(),
            username: input.username,
            fullName: input.full_name ?? '',
            passwordHash,
            roleId: role?.id,
            status: 'pending',
            language: locale,
          })
          .returning({ id: users.id });
        return issueOneTimeToken(tx, user.id, 'verify_email');
      });
      await sendAuthMail('verify_email', input.email, locale, linkTo('/verify-email', token));
    },

    async verifyEmail(token: string) {
      const userId = await db.transaction(async (tx) => {
        const id = await consumeOneTimeToken(tx, token, 'verify_email');
        await tx
          .update(users)
          .set({ ...addressConfirmed(), updatedAt: new Date() })
          .where(eq(users.id, id));
        return id;
      });
      await p.authState.invalidate(userId);
    },

    async forgotPassword(email: string, locale: Locale) {
      const user = await findUserByLogin(db, email);
      if (!user || user.status === 'inactive') return;
      const token = await db.transaction((tx) => issueOneTimeToken(tx, user.id, 'reset_password'));
      await sendAuthMail(
        'reset_password',
        user.email,
        (user.language as Locale) || locale,
        linkTo('/reset-password', token),
      );
    },

    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const id = await consumeOneTimeToken(tx, token, 'reset_password');
        // The link reached the mailbox: it proves the address, so an invited (pending) account becomes active.
        await tx
          .update(users)
          .set({ passwordHash, ...addressConfirmed(), updatedAt: new Date() })
          .where(eq(users.id, id));
        await sessions.endAll(tx, id);
        return id;
      });
      await p.authState.invalidate(userId);
    },

    async changePassword(userId: number, sessionId: string, current: string, next: string) {
      const found = await findUserWithRole(db, userId);
      if (!found || !(await verifyPassword(found.user.passwordHash, current))) {
        throw new AppError(400, 'wrong_current_password', {
          fields: { current_password: ['wrong_current_password'] },
        });
      }
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await sessions.endAll(tx, userId, sessionId);
      });
      await p.authState.invalidate(userId);
    },

    async updateProfile(userId: number, changes: ProfileUpdate) {
      if (changes.username) {
        const found = await findUserWithRole(db, userId);
        const taken = await emailOrUsernameTaken(db, found?.user.email ?? '', changes.username, userId);
        if (taken.username)
          throw new AppError(409, 'username_taken', { fields: { username: ['username_taken'] } });
      }
      await db
        .update(users)
        .set({ ...toColumns(changes), updatedAt: new Date() })
        .where(eq(users.id, userId));
      await p.authState.invalidate(userId);
      return this.announceProfile(userId);
    },

    async setAvatar(userId: number, path: string) {
      await db.update(users).set({ avatar: path, updatedAt: new Date() }).where(eq(users.id, userId));
      await p.authState.invalidate(userId);
      return this.announceProfile(userId);
    },

    async announceProfile(userId: number) {
      const profile = await announceProfile(p, userId);
      if (!profile) throw new AppError(401, 'token_invalid');
      return profile;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
