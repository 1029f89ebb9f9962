import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import type { Delivery } from './delivery.ts';
import { matchable, type JobRow } from './job-store.ts';
import { matchRule, type Rates } from './rule-match.ts';
import { workanaMatches, workanaRates, workanaRules } from './schema.ts';

export async function loadRates(db: Executor): Promise<Rates> {
  const rows = await db.select().from(workanaRates);
  return new Map([['BRL', 1], ...rows.map((r) => [r.currency, r.toBrl] as [string, number])]);
}

/**
 * Runs every active user's enabled rules over new jobs. A user gets one match per job (the first of their
 * rules, in creation order, that finds it), stored with its reasons; a job found again never matches twice.
 */
export function createMatcher(db: Executor, delivery: Delivery) {
  return async function matchJobs(jobs: JobRow[], now = new Date()) {
    if (!jobs.length) return 0;
    const rules = await db
      .select({ rule: workanaRules })
      .from(workanaRules)
      .innerJoin(users, eq(users.id, workanaRules.userId))
      .where(and(eq(workanaRules.enabled, true), eq(users.status, 'active'), isNull(users.deletedAt)))
      .orderBy(asc(workanaRules.id));
    if (!rules.length) return 0;
    const rates = await loadRates(db);
    const values: (typeof workanaMatches.$inferInsert)[] = [];
    for (const job of jobs) {
      const taken = new Set<number>();
      for (const { rule } of rules) {
        if (taken.has(rule.userId)) continue;
        const reasons = matchRule(rule.criteria, matchable(job), rates, now);
        if (!reasons) continue;
        taken.add(rule.userId);
        values.push({
          userId: rule.userId,
          jobId: job.id,
          ruleId: rule.id,
          ruleName: rule.name,
          reasons,
          bidsAtMatch: job.bids,
        });
      }
    }
    if (!values.length) return 0;
    const inserted = await db
      .insert(workanaMatches)
      .values(values)
      .onConflictDoNothing({ target: [workanaMatches.userId, workanaMatches.jobId] })
      .returning({ userId: workanaMatches.userId });
    for (const userId of new Set(inserted.map((m) => m.userId))) await delivery.deliverUser(userId, now);
    return inserted.length;
  };
}
