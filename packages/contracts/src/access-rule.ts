import { z } from 'zod';
import './zod-config.ts';
import { nestsWithin, safeString } from './schema-helpers.ts';
import { ACTIONS, SUBJECTS } from './access.ts';

/** Field, operator, list of values: a condition the rules can apply never nests deeper. */
export const MAX_CONDITION_DEPTH = 4;

// Apart from access.ts, which every screen reads: this schema brings zod with it.
export const rawRuleSchema = z.object({
  action: z.union([z.enum(ACTIONS), z.array(z.enum(ACTIONS)).min(1)]),
  subject: z.union([z.enum(SUBJECTS), z.array(z.enum(SUBJECTS)).min(1)]),
  conditions: z
    .record(safeString(), z.unknown())
    .refine((conditions) => nestsWithin(conditions, MAX_CONDITION_DEPTH), { message: 'conditions_too_deep' })
    .optional(),
  inverted: z.boolean().optional(),
  fields: z.union([safeString(), z.array(safeString()).min(1)]).optional(),
  reason: safeString().max(200).optional(),
});
export type RawRule = z.infer<typeof rawRuleSchema>;
