import type { WorkanaNotification } from '@alvorada/contracts';
import { jobToApi, type JobRow } from './job-store.ts';
import { workanaMatches } from './schema.ts';

export type MatchRow = typeof workanaMatches.$inferSelect;

export const matchToApi = (m: MatchRow, job: JobRow): WorkanaNotification => ({
  id: m.id,
  rule_id: m.ruleId,
  rule_name: m.ruleName,
  reasons: m.reasons,
  read_at: m.readAt?.toISOString() ?? null,
  delivered_at: m.deliveredAt?.toISOString() ?? null,
  created_at: m.createdAt.toISOString(),
  job: jobToApi(job),
});
