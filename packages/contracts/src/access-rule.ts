import { z } from 'zod';
import './zod-config.ts';
import { safeString } from './schema-helpers.ts';
import { ACTIONS, SUBJECTS } from './access.ts';

// Apart from access.ts, which every screen reads: this schema brings zod with it.
export const rawRuleSchema = z.object({
  action: z.union([z.enum(ACTIONS), z.array(z.enum(ACTIONS)).min(1)]),
  subject: z.union([z.enum(SUBJECTS), z.array(z.enum(SUBJECTS)).min(1)]),
  conditions: z.record(safeString(), z.unknown()).optional(),
  inverted: z.boolean().optional(),
  fields: z.union([safeString(), z.array(safeString()).min(1)]).optional(),
  reason: safeString().max(200).optional(),
});
export type RawRule = z.infer<typeof rawRuleSchema>;
