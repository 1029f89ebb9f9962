import { and, asc, count, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Locale, WorkanaPreferences, WorkanaStats } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { translate } from '../../platform/http/messages.ts';
import type { Tx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import type { Notifications } from '../notifications/service.ts';
import { digestDue, inQuietHours } from './delivery-schedule.ts';
import { jobsById } from './job-store.ts';
import { matchToApi, type MatchRow } from './match-to-api.ts';
import { workanaMatches, workanaPreferences } from './schema.ts';

export const RESUME_LINK = '/automations/workana/resume';
type PreferenceRow = typeof workanaPreferences.$inferSelect;

export const preferencesToApi = (r: PreferenceRow | undefined): WorkanaPreferences => ({
  mode: r?.mode ?? 'instant',
  digest_hour: r?.digestHour ?? 8,
  quiet_start: r?.quietStart ?? null,
  quiet_end: r?.quietEnd ?? null,
  hourly_cap: r?.hourlyCap ?? 20,
  email: r?.email ?? false,
  timezone: r?.timezone ?? 'America/Sao_Paulo',
});

/**
 * The bell's and e-mail's text: one line per job, at most `cap` of them, then how many more wait in the app.
 * The hourly cap bounds what one message lists; a digest is one message, so it counts once against the cap and
 * delivers every match waiting (all of them are in the feed), listing only the first `cap`.
 */
function messageBody(jobs: { title: string; url: string }[], cap: number, locale: Locale) {
  const lines = jobs.slice(0, cap).map((j) => `• ${j.title} — ${j.url}`);
  if (jobs.length > cap) lines.push(translate('workana_more_in_app', locale, { count: jobs.length - cap }));
  return lines.join('\n');
}

/**
 * Hands matches to their user: at once (outside quiet hours, within the hourly cap) or in the daily digest.
 * A delivered match is pushed to every open tab as `workana_notification_new`, rings the bell, and goes by
 * e-mail when the user asked for it; held matches wait, undelivered, for the next chance.
 */
export function createDelivery(
  p: Pick<Platform, 'db' | 'hub' | 'mail' | 'config'>,
  notifications: Notifications,
) {
  const { db } = p;

  async function stats(userId: number): Promise<WorkanaStats> {
    const mine = eq(workanaMatches.userId, userId);
    const [row] = await db
      .select({
        total: sql<number>`count(*) filter (where ${workanaMatches.deliveredAt} is not null)`.mapWith(Number),
        unread:
          sql<number>`count(*) filter (where ${workanaMatches.deliveredAt} is not null and ${workanaMatches.readAt} is null)`.mapWith(
            Number,
          ),
        today:
          sql<number>`count(*) filter (where ${workanaMatches.deliveredAt} >= now() - interval '24 hours')`.mapWith(
            Number,
          ),
        pending: sql<number>`count(*) filter (where ${workanaMatches.deliveredAt} is null)`.mapWith(Number),
      })
      .from(workanaMatches)
      .where(mine);
    return row;
  }

  const pushStats = async (userId: number) =>
    p.hub.send(userId, { type: 'workana_notification_stats', stats: await stats(userId) });

  /**
   * Delivers the user's matches that are due at `now`; `finish`, a digest job's, is called in the transaction
   * that marks them delivered, which it rolls back when the job may no longer end done. A digest goes out only
   * with it.
   */
  async function deliverUser(userId: number, now: Date, finish?: (tx: Tx) => Promise<boolean>) {
    const [prefRow] = await db.select().from(workanaPreferences).where(eq(workanaPreferences.userId, userId));
    const prefs = preferencesToApi(prefRow);
    const locale: Locale = prefRow?.locale ?? 'pt-BR';
    const pending = await db
      .select()
      .from(workanaMatches)
      .where(and(eq(workanaMatches.userId, userId), isNull(workanaMatches.deliveredAt)))
      .orderBy(asc(workanaMatches.id));
    if (!pending.length) return 0;
    let chosen: MatchRow[];
    if (prefs.mode === 'digest') {
      // Only the user's digest job hands out a digest, so that it is sent once and its run recorded.
      if (!finish || !digestDue(prefs, prefRow?.lastDigestAt ?? null, now)) return 0;
      chosen = pending;
    } else {
      if (inQuietHours(prefs, now)) return 0;
      const [{ lastHour }] = await db
        .select({ lastHour: count() })
        .from(workanaMatches)
        .where(
          and(
            eq(workanaMatches.userId, userId),
            isNotNull(workanaMatches.deliveredAt),
            gte(workanaMatches.deliveredAt, new Date(now.getTime() - 3_600_000)),
          ),
        );
      chosen = pending.slice(0, Math.max(0, prefs.hourly_cap - lastHour));
    }
    if (!chosen.length) return 0;
    const delivered = await db.transaction(async (tx) => {
      if (finish && !(await finish(tx))) return [];
      const marked = await tx
        .update(workanaMatches)
        .set({ deliveredAt: now })
        .where(
          and(
            inArray(
              workanaMatches.id,
              chosen.map((m) => m.id),
            ),
            isNull(workanaMatches.deliveredAt),
          ),
        )
        .returning();
      if (marked.length && prefs.mode === 'digest')
        await tx
          .insert(workanaPreferences)
          .values({ userId, lastDigestAt: now })
          .onConflictDoUpdate({ target: workanaPreferences.userId, set: { lastDigestAt: now } });
      return marked;
    });
    if (!delivered.length) return 0;
    const jobs = new Map(
      (
        await jobsById(
          db,
          delivered.map((m) => m.jobId),
        )
      ).map((j) => [j.id, j]),
    );
    for (const m of delivered) {
      const job = jobs.get(m.jobId);
      if (job)
        await p.hub.send(userId, { type: 'workana_notification_new', notification: matchToApi(m, job) });
    }
    const first = jobs.get(delivered[0].jobId);
    const title =
      delivered.length === 1 && first
        ? translate('workana_bell_one', locale, { title: first.title })
        : translate(prefs.mode === 'digest' ? 'workana_bell_digest' : 'workana_bell_many', locale, {
            count: delivered.length,
          });
    const body = messageBody(
      delivered.map((m) => jobs.get(m.jobId)).filter((j) => j !== undefined),
      prefs.hourly_cap,
      locale,
    );
    await notifications.notify(userId, { kind: 'workana_match', title, body, link: RESUME_LINK });
    if (prefs.email) {
      const [to] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      const link = p.config.publicUrl ? `${p.config.publicUrl}${RESUME_LINK}` : undefined;
      if (to)
        await p.mail.send({
          to: to.email,
          subject: title,
          text: [body, link].filter(Boolean).join('\n\n'),
        });
    }
    await pushStats(userId);
    return delivered.length;
  }

  /** The users with matches waiting, and their preferences (undefined: instant, the default). */
  async function waiting() {
    return db
      .selectDistinct({ userId: workanaMatches.userId, prefs: workanaPreferences })
      .from(workanaMatches)
      .leftJoin(workanaPreferences, eq(workanaPreferences.userId, workanaMatches.userId))
      .where(isNull(workanaMatches.deliveredAt));
  }

  /**
   * The ticker's call: delivers what the end of quiet hours or the hourly cap releases to the users who take
   * matches at once, and answers the users whose digest is due at `now`, for their digest jobs.
   */
  async function deliverDue(now: Date) {
    const digests: number[] = [];
    let delivered = 0;
    for (const { userId, prefs } of await waiting()) {
      if (prefs?.mode !== 'digest') delivered += await deliverUser(userId, now);
      else if (digestDue(preferencesToApi(prefs), prefs.lastDigestAt, now)) digests.push(userId);
    }
    return { delivered, digests };
  }

  return { deliverUser, deliverDue, stats, pushStats };
}
export type Delivery = ReturnType<typeof createDelivery>;
