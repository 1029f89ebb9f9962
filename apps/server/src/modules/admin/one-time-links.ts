import type { Executor } from '../../platform/db/client.ts';
import { oneTimeTokens } from '../../platform/db/schema.ts';
import { hashToken, newOneTimeToken } from '../../platform/auth/tokens.ts';

const HOUR = 3600_000;
/** An invitation stays valid for a week; a reset link an administrator sends, for an hour (as self-service). */
export const LINK_TTL_MS = { invitation: 7 * 24 * HOUR, reset: HOUR };

/** A set-password link the /reset-password page accepts. */
export async function setPasswordLink(tx: Executor, origin: string, userId: number, ttlMs: number) {
  const token = newOneTimeToken();
  await tx.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose: 'reset_password',
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}
