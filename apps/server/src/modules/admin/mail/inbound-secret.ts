import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { platformSettings } from '../../../platform/db/schema.ts';

const KEY = 'mail.inbound_secret';
const fresh = () => randomBytes(24).toString('base64url');

/** The shared secret an inbound-mail provider sends with each message; created on first use. */
export function createInboundSecret(db: Db) {
  async function current() {
    await db.insert(platformSettings).values({ key: KEY, value: fresh() }).onConflictDoNothing();
    const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, KEY));
    return row.value;
  }
  return {
    current,
    async rotate() {
      const value = fresh();
      await db
        .insert(platformSettings)
        .values({ key: KEY, value })
        .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: new Date() } });
      return value;
    },
    async matches(presented: string | undefined) {
      if (!presented) return false;
      const expected = Buffer.from(await current());
      const given = Buffer.from(presented);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
