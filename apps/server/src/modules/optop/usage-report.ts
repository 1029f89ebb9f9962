import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { OptopUsageQuery, OptopUsageReport } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { optopUsage } from './schema.ts';

const day = sql<string>`to_char(${optopUsage.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const userName = sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.email})`;
const figures = {
  answers: sql<number>`count(*)::int`,
  input_tokens: sql<number>`coalesce(sum(${optopUsage.inputTokens}), 0)::float8`,
  output_tokens: sql<number>`coalesce(sum(${optopUsage.outputTokens}), 0)::float8`,
  cost_usd: sql<number | null>`sum(${optopUsage.costUsd})`,
};

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/**
 * The agent's use for administrators, from the usage ledger (which outlives deleted conversations): the
 * tokens each answer reported and its cost, summed per day (UTC), person and model, with the totals of what
 * the filters keep.
 */
export function createUsageReport(db: Db) {
  return async (query: OptopUsageQuery): Promise<OptopUsageReport> => {
    const period: (SQL | undefined)[] = [
      query.from ? gte(optopUsage.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
      query.to ? lt(optopUsage.createdAt, nextDay(query.to)) : undefined,
    ];
    const filtered = and(
      ...period,
      query.user ? eq(optopUsage.userId, query.user) : undefined,
      query.model !== undefined ? eq(optopUsage.model, query.model) : undefined,
    );
    const [rows, [totals], people, models] = await Promise.all([
      db
        .select({ day, user_id: users.id, user_name: userName, model: optopUsage.model, ...figures })
        .from(optopUsage)
        .innerJoin(users, eq(users.id, optopUsage.userId))
        .where(filtered)
        .groupBy(day, users.id, userName, optopUsage.model)
        .orderBy(sql`1 desc`, asc(userName), asc(optopUsage.model)),
      db.select(figures).from(optopUsage).where(filtered),
      db
        .selectDistinct({ id: users.id, name: userName })
        .from(optopUsage)
        .innerJoin(users, eq(users.id, optopUsage.userId))
        .where(and(...period))
        .orderBy(userName),
      db
        .selectDistinct({ model: optopUsage.model })
        .from(optopUsage)
        .where(and(...period))
        .orderBy(optopUsage.model),
    ]);
    return { rows, totals: totals!, users: people, models: models.map((m) => m.model) };
  };
}

export type UsageReport = ReturnType<typeof createUsageReport>;
