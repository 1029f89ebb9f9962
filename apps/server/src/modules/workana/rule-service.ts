import { and, asc, eq } from 'drizzle-orm';
import {
  ruleCriteriaSchema,
  type RuleCriteria,
  type RuleInput,
  type RulePreview,
  type WorkanaPreferences,
  type WorkanaRule,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { namesNothing } from '../../platform/db/empty-patch.ts';
import { jobToApi, matchable, recentJobs } from './job-store.ts';
import { loadRates } from './matcher.ts';
import { matchRule } from './rule-match.ts';
import { preferencesToApi } from './delivery.ts';
import { workanaPreferences, workanaRules } from './schema.ts';

/** How far back the live preview looks. */
export const PREVIEW_JOBS = 200;

const ruleToApi = (r: typeof workanaRules.$inferSelect): WorkanaRule => ({
  id: r.id,
  name: r.name,
  enabled: r.enabled,
  criteria: ruleCriteriaSchema.parse(r.criteria),
  created_at: r.createdAt.toISOString(),
});

/** Each reader's own rules and notification preferences; no one reads or changes another's. */
export function createRuleService(p: Pick<Platform, 'db'>) {
  const { db } = p;
  const own = (actor: Actor, id: number) =>
    and(eq(workanaRules.userId, actor.userId!), eq(workanaRules.id, id));
  /** Texts sent later (bell, e-mail) go in the language the user works in. */
  const rememberLocale = (actor: Actor) =>
    db
      .insert(workanaPreferences)
      .values({ userId: actor.userId!, locale: actor.locale })
      .onConflictDoUpdate({ target: workanaPreferences.userId, set: { locale: actor.locale } });

  return {
    async list(actor: Actor) {
      const rows = await db
        .select()
        .from(workanaRules)
        .where(eq(workanaRules.userId, actor.userId!))
        .orderBy(asc(workanaRules.id));
      return rows.map(ruleToApi);
    },
    async create(actor: Actor, input: RuleInput) {
      const [row] = await db
        .insert(workanaRules)
        .values({ userId: actor.userId!, name: input.name, enabled: input.enabled, criteria: input.criteria })
        .returning();
      await rememberLocale(actor);
      return ruleToApi(row);
    },
    async update(actor: Actor, id: number, patch: Partial<RuleInput>) {
      const [row] = namesNothing(patch)
        ? await db.select().from(workanaRules).where(own(actor, id))
        : await db.update(workanaRules).set(patch).where(own(actor, id)).returning();
      if (!row) throw notFound();
      return ruleToApi(row);
    },
    async remove(actor: Actor, id: number) {
      const gone = await db.delete(workanaRules).where(own(actor, id)).returning({ id: workanaRules.id });
      if (!gone.length) throw notFound();
    },
    /** How many of the last PREVIEW_JOBS jobs the criteria would have found, and a sample with reasons. */
    async preview(criteria: RuleCriteria): Promise<RulePreview> {
      const [jobs, rates] = await Promise.all([recentJobs(db, PREVIEW_JOBS), loadRates(db)]);
      const now = new Date();
      const found = jobs.flatMap((job) => {
        const reasons = matchRule(criteria, matchable(job), rates, now);
        return reasons ? [{ job: jobToApi(job), reasons }] : [];
      });
      return { total: jobs.length, count: found.length, sample: found.slice(0, 10) };
    },
    async preferences(actor: Actor) {
      const [row] = await db
        .select()
        .from(workanaPreferences)
        .where(eq(workanaPreferences.userId, actor.userId!));
      return preferencesToApi(row);
    },
    async savePreferences(actor: Actor, prefs: WorkanaPreferences) {
      try {
        new Intl.DateTimeFormat('en', { timeZone: prefs.timezone });
      } catch {
        throw new AppError(400, 'invalid_timezone', { fields: { timezone: ['invalid_timezone'] } });
      }
      const values = {
        mode: prefs.mode,
        digestHour: prefs.digest_hour,
        quietStart: prefs.quiet_start,
        quietEnd: prefs.quiet_end,
        hourlyCap: prefs.hourly_cap,
        email: prefs.email,
        timezone: prefs.timezone,
        locale: actor.locale,
      };
      const [row] = await db
        .insert(workanaPreferences)
        .values({ userId: actor.userId!, ...values })
        .onConflictDoUpdate({ target: workanaPreferences.userId, set: values })
        .returning();
      return preferencesToApi(row);
    },
  };
}
export type RuleService = ReturnType<typeof createRuleService>;
