import { and, count, eq, isNull } from 'drizzle-orm';
import type { ListQuery, Notification } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { notifications, users } from '../../platform/db/schema.ts';
import { listPage, tableSource, type ListCaller, type ListSpec } from '../../platform/db/list.ts';

const NOTIFICATION_LIST: ListSpec = {
  ordering: { created_at: notifications.createdAt },
  defaultOrdering: '-created_at',
  key: notifications.id,
};

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

/**
 * How any area tells a user something: stored for the bell, pushed live over the user's sockets, and sent by
 * e-mail when the user keeps that preference. Callers write the title and body in the user's language.
 */
export function createNotifications(p: Pick<Platform, 'db' | 'hub' | 'mail' | 'config'>) {
  const { db } = p;
  const mine = (userId: number) => eq(notifications.userId, userId);
  return {
    async notify(
      userId: number,
      n: { kind: string; title: string; body?: string; link?: string; origin?: string },
    ) {
      const [row] = await db
        .insert(notifications)
        .values({ userId, kind: n.kind, title: n.title, body: n.body ?? '', link: n.link ?? null })
        .returning();
      await p.hub.send(userId, { type: 'notification', notification: toNotification(row) });
      const [to] = await db
        .select({ email: users.email, byEmail: users.notifyByEmail })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      if (to?.byEmail) {
        // The e-mail points at PUBLIC_URL or where the actor reached the app; without either, only the text.
        const origin = p.config.publicUrl ?? n.origin;
        const link = n.link && origin ? `${origin}${n.link}` : undefined;
        const text = [n.body || n.title, link].filter(Boolean).join('\n\n');
        await p.mail.send({ to: to.email, subject: n.title, text });
      }
      return row;
    },
    /** The user's page of notifications, newest first, and how many are unread. */
    async list(userId: number, query: ListQuery, caller: ListCaller & { url: string }) {
      const [page, [{ unread }]] = await Promise.all([
        listPage(db, tableSource(notifications), NOTIFICATION_LIST, query, {
          ...caller,
          where: mine(userId),
        }),
        db
          .select({ unread: count() })
          .from(notifications)
          .where(and(mine(userId), isNull(notifications.readAt))),
      ]);
      return { ...page, results: page.results.map(toNotification), unread };
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
export type Notifications = ReturnType<typeof createNotifications>;
