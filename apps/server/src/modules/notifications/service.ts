import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Notification } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { notifications } from '../../platform/db/schema.ts';

type Row = typeof notifications.$inferSelect;

export const toNotification = (row: Row): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** The bell: stored per user, pushed live over the user's sockets. */
export function createNotifications(p: Platform) {
  const { db } = p;
  const mine = (userId: number) => eq(notifications.userId, userId);
  return {
    async notify(userId: number, n: { kind: string; title: string; body?: string; link?: string }) {
      const [row] = await db
        .insert(notifications)
        .values({ userId, kind: n.kind, title: n.title, body: n.body ?? '', link: n.link ?? null })
        .returning();
      await p.hub.send(userId, { type: 'notification', notification: toNotification(row) });
      return row;
    },
    async list(userId: number, limit: number, offset: number) {
      const [rows, [{ total }], [{ unread }]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(mine(userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(notifications).where(mine(userId)),
        db
          .select({ unread: count() })
          .from(notifications)
          .where(and(mine(userId), isNull(notifications.readAt))),
      ]);
      return { rows: rows.map(toNotification), total, unread };
    },
    async markRead(userId: number, id: number) {
      const updated = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(mine(userId), eq(notifications.id, id)))
        .returning({ id: notifications.id });
      return updated.length > 0;
    },
    markAllRead: (userId: number) =>
      db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(mine(userId), isNull(notifications.readAt))),
  };
}
export type NotificationsService = ReturnType<typeof createNotifications>;
