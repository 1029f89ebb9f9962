import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { brokenPasswordRules, type Locale, type ProfileUpdate } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { oneTimeTokens, users } from '../../platform/db/schema.ts';
import { hashPassword, verifyPassword, decoyHash } from '../../platform/auth/passwords.ts';
import { hashToken, newOneTimeToken } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/http/errors.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import {
  emailOrUsernameTaken,
  findRoleByNameOrCode,
  findUserByLogin,
  findUserWithRole,
} from '../users/repo.ts';
import { toColumns, toProfile } from '../users/serialize.ts';
import { renderAuthEmail } from './emails.ts';
import { announceProfile } from '../users/announce.ts';
import type { Sessions } from './sessions.ts';
import type { Executor } from '../../platform/db/client.ts';

const VERIFY_TTL_MS = 24 * 3600_000;

/** What a registration did: a pending account (with its verification token), or the name found taken. */
type Registration = { token: string } | { taken: 'email' | 'username' };

/** The rules a request schema cannot check alone: the password must not contain the account's own names. */
function refuseIdentityInPassword(
  password: string,
  user: { email: string; username: string },
  field: string,
) {
  if (brokenPasswordRules(password, user).includes('password_contains_identity'))
    throw new AppError(400, 'validation', { fields: { [field]: ['password_contains_identity'] } });
}

/** Columns set once a one-time link has proven the e-mail address. */
const addressConfirmed = () => ({
  emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
  status: sql`case when ${users.status} = 'pending' then 'active' else ${users.status} end`,
});
const RESET_TTL_MS = 3600_000;
const HOUR = 3600;
/** Self-service mail senders: per client address and per target address, so neither a mailbox nor the outbox is flooded. */
const MAIL_LIMITS = {
  register: { ipMax: 10, addressMax: 3, windowSeconds: HOUR },
  forgot: { ipMax: 20, addressMax: 3, windowSeconds: HOUR },
};

export function createAuthService(
  p: Pick<Platform, 'db' | 'config' | 'throttle' | 'mail' | 'authState' | 'hub' | 'log'> & {
    sessions: Sessions;
  },
) {
  const { db, config, throttle, sessions } = p;

  async function issueOneTimeToken(tx: Executor, userId: number, purpose: 'verify_email' | 'reset_password') {
    const token = newOneTimeToken();
    const ttl = purpose === 'verify_email' ? VERIFY_TTL_MS : RESET_TTL_MS;
    await tx
      .insert(oneTimeTokens)
      .values({ tokenHash: hashToken(token), userId, purpose, expiresAt: new Date(Date.now() + ttl) });
    return token;
  }

  /** A one-time token that can still be used: known, of this purpose, unused and unexpired. */
  const usable = (token: string, purpose: 'verify_email' | 'reset_password') =>
    and(
      eq(oneTimeTokens.tokenHash, hashToken(token)),
      eq(oneTimeTokens.purpose, purpose),
      isNull(oneTimeTokens.usedAt),
      gt(oneTimeTokens.expiresAt, new Date()),
    );

  /** Marks the token used and answers its user, or refuses an unknown, expired or used token. */
  async function consumeOneTimeToken(
    tx: Executor,
    token: string,
    purpose: 'verify_email' | 'reset_password',
  ) {
    const [row] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(usable(token, purpose))
      .returning({ userId: oneTimeTokens.userId });
    if (!row) throw new AppError(400, 'token_expired_or_used');
    return row.userId;
  }

  const throttleMail = (kind: keyof typeof MAIL_LIMITS, ip: string, address: string) => {
    const { ipMax, addressMax, windowSeconds } = MAIL_LIMITS[kind];
    return throttle.consume([
      { key: `${kind}:ip:${ip}`, max: ipMax, windowSeconds },
      { key: `${kind}:address:${address.trim().toLowerCase()}`, max: addressMax, windowSeconds },
    ]);
  };

  /** Runs after the answer has left: on the embedded engine, queries run on the same thread and would delay it. */
  const inBackground = (work: () => Promise<unknown>) =>
    setImmediate(() =>
      work().catch((err: unknown) => p.log.error({ err }, 'sending an account e-mail failed')),
    );

  /** Answers the new account's verification token, or which of its names was taken meanwhile. */
  async function createPendingUser(
    input: { username: string; email: string; full_name?: string },
    passwordHash: string,
    locale: Locale,
  ): Promise<Registration> {
    const role = await findRoleByNameOrCode(db, 'usuario');
    try {
      return await db.transaction(async (tx) => {
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
        return { token: await issueOneTimeToken(tx, user.id, 'verify_email') };
      });
    } catch (err) {
      const violated = uniqueViolation(err);
      if (violated === undefined) throw err;
      return { taken: violated.includes('username') ? 'username' : 'email' };
    }
  }

  async function tellOwnerOfRegisterAttempt(email: string, locale: Locale, origin: string) {
    const owner = await findUserByLogin(db, email);
    if (!owner) return;
    const ownerLocale = (owner.language as Locale) || locale;
    const link = `${origin}/forgot-password`;
    const { subject, text } = renderAuthEmail('account_exists', ownerLocale, link);
    await p.mail.send({ to: owner.email, subject, text });
  }

  /** The address is new but the username is not: the registrant learns it in their mailbox, not in the answer. */
  async function tellUsernameTaken(email: string, locale: Locale, origin: string) {
    const link = `${origin}/register`;
    const { subject, text } = renderAuthEmail('username_taken', locale, link);
    await p.mail.send({ to: email, subject, text });
  }

  /** The user a valid one-time token belongs to, without using it up. */
  async function findOneTimeTokenHolder(token: string, purpose: 'verify_email' | 'reset_password') {
    const [row] = await db
      .select({ email: users.email, username: users.username })
      .from(oneTimeTokens)
      .innerJoin(users, eq(oneTimeTokens.userId, users.id))
      .where(usable(token, purpose));
    return row;
  }

  const linkTo = (origin: string, path: string, token: string) =>
    `${origin}${path}?token=${encodeURIComponent(token)}`;

  async function sendAuthMail(
    kind: 'verify_email' | 'reset_password',
    to: string,
    locale: Locale,
    link: string,
  ) {
    const { subject, text } = renderAuthEmail(kind, locale, link);
    // An administrator's version of the template, when there is one, replaces the built-in text.
    await p.mail.send({ to, subject, text, template: { key: kind, locale, vars: { link } } });
  }

  async function profileOf(userId: number) {
    const found = await findUserWithRole(db, userId);
    if (!found) throw new AppError(401, 'token_invalid');
    return toProfile(found.user, found.role);
  }

  return {
    sessions,
    profileOf,

    async login(login: string, password: string, meta: { ip: string; userAgent: string }) {
      const user = await findUserByLogin(db, login);
      // Keyed on the account, not the string typed: its e-mail and its username share one budget.
      const accountKey = `login:account:${user ? user.id : login.trim().toLowerCase()}`;
      const ipKey = `login:ip:${meta.ip}`;
      const { max, ipMax, windowSeconds } = config.loginRate;
      await throttle.consume([
        { key: accountKey, max, windowSeconds },
        { key: ipKey, max: ipMax, windowSeconds },
      ]);
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      if (!user || !ok) throw new AppError(401, 'invalid_credentials');
      await throttle.reset(accountKey);
      await throttle.release(ipKey);
      if (user.status === 'inactive') throw new AppError(403, 'inactive');
      if (!user.emailVerifiedAt) throw new AppError(403, 'email_not_verified');
      const session = await sessions.start(user.id, meta);
      const profile = await profileOf(user.id);
      const { userAbilityRules, ...userData } = profile;
      return { accessToken: session.access, refreshToken: session.refresh, userData, userAbilityRules };
    },

    async register(
      input: { username: string; email: string; password: string; full_name?: string },
      locale: Locale,
      ip: string,
      origin: string,
    ) {
      await throttleMail('register', ip, input.email);
      // Hashed before anything is looked up, and mail leaves in the background: a taken address or username
      // answers like a new one, in the same time, and the conflict is told by e-mail instead (to the
      // address's owner, or to the address given when only the username is taken).
      const passwordHash = await hashPassword(input.password);
      const taken = await emailOrUsernameTaken(db, input.email, input.username);
      const outcome: Registration = taken.email
        ? { taken: 'email' }
        : taken.username
          ? { taken: 'username' }
          : await createPendingUser(input, passwordHash, locale);
      inBackground(() =>
        'token' in outcome
          ? sendAuthMail('verify_email', input.email, locale, linkTo(origin, '/verify-email', outcome.token))
          : outcome.taken === 'email'
            ? tellOwnerOfRegisterAttempt(input.email, locale, origin)
            : tellUsernameTaken(input.email, locale, origin),
      );
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

    async forgotPassword(email: string, locale: Locale, ip: string, origin: string) {
      await throttleMail('forgot', ip, email);
      // Looked up and sent after the answer: a known address must not answer slower than an unknown one.
      inBackground(async () => {
        const user = await findUserByLogin(db, email);
        if (!user || user.status === 'inactive') return;
        const token = await db.transaction((tx) => issueOneTimeToken(tx, user.id, 'reset_password'));
        await sendAuthMail(
          'reset_password',
          user.email,
          (user.language as Locale) || locale,
          linkTo(origin, '/reset-password', token),
        );
      });
    },

    async resetPassword(token: string, password: string) {
      const holder = await findOneTimeTokenHolder(token, 'reset_password');
      if (holder) refuseIdentityInPassword(password, holder, 'password');
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
      refuseIdentityInPassword(next, found.user, 'new_password');
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
