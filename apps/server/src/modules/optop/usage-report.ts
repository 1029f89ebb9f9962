import { and, asc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { OptopUsageQuery, OptopUsageReport } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { optopConversations, optopMessages } from './schema.ts';

const day = sql<string>`to_char(${optopMessages.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const model = sql<string>`coalesce(${optopMessages.model}, '')`;
const userName = sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.email})`;
const figures = {
  answers: sql<number>`count(*)::int`,
  input_tokens: sql<number>`coalesce(sum((${optopMessages.usage}->>'input_tokens')::bigint), 0)::float8`,
  output_tokens: sql<number>`coalesce(sum((${optopMessages.usage}->>'output_tokens')::bigint), 0)::float8`,
  cost_usd: sql<number | null>`sum((${optopMessages.usage}->>'cost_usd')::float8)`,
};

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/**
 * The agent's use for administrators: the tokens each answer reported and its cost, summed per day (UTC),
 * person and model, with the totals of what the filters keep.
 */
export function createUsageReport(db: Db) {
  return async (query: OptopUsageQuery): Promise<OptopUsageReport> => {
    const period: (SQL | undefined)[] = [
      eq(optopMessages.role, 'assistant'),
      isNotNull(optopMessages.usage),
      query.from ? gte(optopMessages.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
      query.to ? lt(optopMessages.createdAt, nextDay(query.to)) : undefined,
    ];
    const filtered = and(
      ...period,
      query.user ? eq(optopConversations.ownerId, query.user) : undefined,
      query.model !== undefined ? sql`${model} = ${query.model}` : undefined,
    );
    const base = () =>
      db
        .select({ day, user_id: users.id, user_name: userName, model, ...figures })
        .from(optopMessages)
        .innerJoin(optopConversations, eq(optopConversations.id, optopMessages.conversationId))
        .innerJoin(users, eq(users.id, optopConversations.ownerId));
    const [rows, [totals], people, models] = await Promise.all([
      base()
        .where(filtered)
        .groupBy(day, users.id, userName, model)
        .orderBy(sql`1 desc`, asc(userName), asc(model)),
      db
        .select(figures)
        .from(optopMessages)
        .innerJoin(optopConversations, eq(optopConversations.id, optopMessages.conversationId))
        .where(filtered),
      db
        .selectDistinct({ id: users.id, name: userName })
        .from(optopMessages)
        .innerJoin(optopConversations, eq(optopConversations.id, optopMessages.conversationId))
        .innerJoin(users, eq(users.id, optopConversations.ownerId))
        .where(and(...period))
        .orderBy(userName),
      db
        .selectDistinct({ model })
        .from(optopMessages)
        .where(and(...period))
        .orderBy(model),
    ]);
    return { rows, totals: totals!, users: people, models: models.map((m) => m.model) };
  };
}

export type UsageReport = ReturnType<typeof createUsageReport>;
