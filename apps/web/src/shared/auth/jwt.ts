/** Reads the `exp` claim (seconds) of a JWT without verifying it; null when unreadable. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/** True when the token expires within `windowMs` from `now` (or its expiry cannot be read). */
export function expiresWithin(token: string, windowMs: number, now = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 - now <= windowMs;
}
