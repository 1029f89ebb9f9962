import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { WorkanaNotificationQuery } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { notFound } from '../../platform/http/errors.ts';
import { joinSource, listPage, type ListSpec } from '../../platform/db/list.ts';
import type { Delivery } from './delivery.ts';
import { matchToApi, type MatchRow } from './match-to-api.ts';
import type { JobRow } from './job-store.ts';
import { workanaJobs, workanaMatches } from './schema.ts';

const LIST: ListSpec = {
  ordering: {
    unread: sql`(${workanaMatches.readAt} is null)`,
    created_at: workanaMatches.createdAt,
    posted_at: workanaJobs.postedAt,
    bids: workanaJobs.bids,
  },
  // Unread first, then the newest (ties fall to the match id, descending).
  defaultOrdering: '-unread',
  key: workanaMatches.id,
  search: [workanaJobs.title, workanaJobs.description],
  filters: { rule_id: workanaMatches.ruleId, budget_type: workanaJobs.budgetType },
};

const feedSource = joinSource<{ m: MatchRow; j: JobRow }>({
  from: workanaMatches,
  select: { m: workanaMatches, j: workanaJobs },
  join: { table: workanaJobs, on: eq(workanaJobs.id, workanaMatches.jobId) },
});

const own = (actor: Actor) => eq(workanaMatches.userId, actor.userId!);

/**
 * The reader's feed: the matches delivered to them. Reading one, or all, tells every open tab of the same
 * user (`workana_notification_read`, `…_bulk_read`) and refreshes their counters (`…_stats`).
 */
export function createFeedService(p: Pick<Platform, 'db' | 'hub'>, delivery: Delivery) {
  const { db } = p;
  return {
    async list(actor: Actor, query: WorkanaNotificationQuery, url: string) {
      const where: SQL | undefined = and(
        own(actor),
        isNotNull(workanaMatches.deliveredAt),
        query.unread === 'true' ? isNull(workanaMatches.readAt) : undefined,
        query.unread === 'false' ? isNotNull(workanaMatches.readAt) : undefined,
      );
      const page = await listPage(db, feedSource, LIST, query, { ability: actor.ability, url, where });
      return { ...page, results: page.results.map(({ m, j }) => matchToApi(m, j)) };
    },
    stats: (actor: Actor) => delivery.stats(actor.userId!),
    async markRead(actor: Actor, id: number) {
      const now = new Date();
      const [row] = await db
        .update(workanaMatches)
        .set({ readAt: sql`coalesce(${workanaMatches.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(own(actor), eq(workanaMatches.id, id), isNotNull(workanaMatches.deliveredAt)))
        .returning({ id: workanaMatches.id, readAt: workanaMatches.readAt });
      if (!row) throw notFound();
      const readAt = row.readAt!.toISOString();
      await p.hub.send(actor.userId!, { type: 'workana_notification_read', id: row.id, read_at: readAt });
      await delivery.pushStats(actor.userId!);
      return { id: row.id, read_at: readAt };
    },
    /** The given ones, or every unread one; answers which changed. */
    async markAllRead(actor: Actor, ids: number[] | undefined) {
      const now = new Date();
      const rows = await db
        .update(workanaMatches)
        .set({ readAt: now })
        .where(
          and(
            own(actor),
            isNull(workanaMatches.readAt),
            isNotNull(workanaMatches.deliveredAt),
            ids ? inArray(workanaMatches.id, ids.length ? ids : [0]) : undefined,
          ),
        )
        .returning({ id: workanaMatches.id });
      const changed = rows.map((r) => r.id).sort((a, b) => a - b);
      const readAt = now.toISOString();
      await p.hub.send(actor.userId!, {
        type: 'workana_notification_bulk_read',
        ids: changed,
        read_at: readAt,
      });
      await delivery.pushStats(actor.userId!);
      return { ids: changed, read_at: readAt };
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
