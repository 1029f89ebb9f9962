import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@alvorada/contracts';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  exp: number;
}
export interface RefreshClaims {
  userId: number;
  sessionId: string;
  jti: string;
  exp: number;
}

/** JWT_SECRET when set; otherwise a secret generated once and kept (mode 0600) in the data directory. */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** How many verified access tokens are remembered; past that the oldest is forgotten first. */
const VERIFIED_TOKENS = 10_000;

export function createTokenSigner(secret: Uint8Array) {
  const sign = (claims: Record<string, unknown>, subject: number, ttlSeconds: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(subject))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(secret);

  async function verifyTyped(token: string, type: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      if (payload.token_type !== type || typeof payload.sid !== 'string' || !payload.sub || !payload.exp)
        return null;
      return { userId: Number(payload.sub), sessionId: payload.sid, exp: payload.exp, jti: payload.jti };
    } catch {
      return null;
    }
  }

  // An access token accompanies every request and its signature check is the dearest step of one, so a
  // token is verified once and its claims kept until it expires. Only valid tokens are kept: a forged one
  // cannot fill the map. Revocation is checked elsewhere, against the live sessions, on every request.
  const verified = new Map<string, AccessClaims>();
  async function verifyAccess(token: string): Promise<AccessClaims | null> {
    const known = verified.get(token);
    if (known) {
      if (known.exp > Date.now() / 1000) return known;
      verified.delete(token);
      return null;
    }
    const claims = await verifyTyped(token, 'access');
    if (!claims) return null;
    const access = { userId: claims.userId, sessionId: claims.sessionId, exp: claims.exp };
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, access);
    return access;
  }

  return {
    access: (userId: number, sessionId: string) =>
      sign({ token_type: 'access', sid: sessionId }, userId, ACCESS_TOKEN_TTL_SECONDS),
    refresh: async (userId: number, sessionId: string) => {
      const jti = randomUUID();
      const token = await sign(
        { token_type: 'refresh', sid: sessionId, jti },
        userId,
        REFRESH_TOKEN_TTL_SECONDS,
      );
      return { token, jti };
    },
    verifyAccess,
    verifyRefresh: async (token: string): Promise<RefreshClaims | null> => {
      const claims = await verifyTyped(token, 'refresh');
      return claims && typeof claims.jti === 'string' ? { ...claims, jti: claims.jti } : null;
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** One-time tokens (e-mail links) travel in clear and are stored hashed. */
export const newOneTimeToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
