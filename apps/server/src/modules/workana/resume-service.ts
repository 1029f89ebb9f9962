import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { BUDGET_BUCKETS, type BudgetType, type WorkanaResume } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { loadRates } from './matcher.ts';
import { workanaJobs, workanaMatches } from './schema.ts';

const median = (values: number[]) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The bucket's label: its lower bound and the next one, in BRL ("500-1500", "15000+"). */
function bucketOf(type: BudgetType, brl: number) {
  const bounds: readonly number[] = BUDGET_BUCKETS[type];
  let i = bounds.length - 1;
  while (i > 0 && brl < bounds[i]) i--;
  return i === bounds.length - 1 ? `${bounds[i]}+` : `${bounds[i]}-${bounds[i + 1]}`;
}

/**
 * The area's summary over the last `days` days (UTC): jobs seen and matched for the reader per day, the
 * skills most asked for, the median number of bids on the reader's jobs when they were notified, and how
 * budgets (in BRL, each job at the top of its range) spread by type.
 */
export function createResumeService(p: Pick<Platform, 'db'>) {
  const { db } = p;
  return {
    async resume(actor: Actor, days: number): Promise<WorkanaResume> {
      const since = new Date(Date.now() - days * 86_400_000);
      since.setUTCHours(0, 0, 0, 0);
      const day = (column: typeof workanaJobs.firstSeenAt | typeof workanaMatches.createdAt) =>
        sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
      const [seen, matched, jobs, bids, rates] = await Promise.all([
        db
          .select({ day: day(workanaJobs.firstSeenAt), n: sql<number>`count(*)`.mapWith(Number) })
          .from(workanaJobs)
          .where(gte(workanaJobs.firstSeenAt, since))
          .groupBy(sql`1`),
        db
          .select({ day: day(workanaMatches.createdAt), n: sql<number>`count(*)`.mapWith(Number) })
          .from(workanaMatches)
          .where(and(eq(workanaMatches.userId, actor.userId!), gte(workanaMatches.createdAt, since)))
          .groupBy(sql`1`),
        db
          .select({
            skills: workanaJobs.skills,
            type: workanaJobs.budgetType,
            min: workanaJobs.budgetMin,
            max: workanaJobs.budgetMax,
            currency: workanaJobs.budgetCurrency,
          })
          .from(workanaJobs)
          .where(gte(workanaJobs.firstSeenAt, since)),
        db
          .select({ bids: workanaMatches.bidsAtMatch })
          .from(workanaMatches)
          .where(
            and(
              eq(workanaMatches.userId, actor.userId!),
              isNotNull(workanaMatches.deliveredAt),
              isNotNull(workanaMatches.bidsAtMatch),
              gte(workanaMatches.createdAt, since),
            ),
          ),
        loadRates(db),
      ]);
      const perDay = new Map<string, { seen: number; matched: number }>();
      for (let t = since.getTime(); t <= Date.now(); t += 86_400_000)
        perDay.set(new Date(t).toISOString().slice(0, 10), { seen: 0, matched: 0 });
      for (const r of seen) {
        const day = perDay.get(r.day);
        if (day) day.seen = r.n;
      }
      for (const r of matched) {
        const day = perDay.get(r.day);
        if (day) day.matched = r.n;
      }
      const skills = new Map<string, number>();
      const budgets = new Map<string, { type: BudgetType; bucket: string; count: number }>();
      for (const j of jobs) {
        for (const s of j.skills) skills.set(s, (skills.get(s) ?? 0) + 1);
        const top = j.max ?? j.min;
        const rate = rates.get(j.currency ?? 'BRL');
        if (!j.type || top === null || !rate) continue;
        const bucket = bucketOf(j.type, top * rate);
        const key = `${j.type}:${bucket}`;
        budgets.set(key, { type: j.type, bucket, count: (budgets.get(key)?.count ?? 0) + 1 });
      }
      const order = (b: { type: BudgetType; bucket: string }) =>
        (b.type === 'fixed' ? 0 : 1e9) + parseFloat(b.bucket);
      return {
        days: [...perDay].map(([d, v]) => ({ day: d, ...v })),
        top_skills: [...skills]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'pt-BR'))
          .slice(0, 10)
          .map(([skill, count]) => ({ skill, count })),
        median_bids: median(bids.map((b) => b.bids!)),
        budgets: [...budgets.values()].sort((a, b) => order(a) - order(b)),
      };
    },
  };
}
export type ResumeService = ReturnType<typeof createResumeService>;
