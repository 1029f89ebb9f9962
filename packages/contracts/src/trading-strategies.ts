import { z } from 'zod';
import './zod-config.ts';
import { int32, nestsWithin, safeString } from './schema-helpers.ts';
import { id, paramName } from './trading-fields.ts';
import { BUILT_IN_STRATEGY_IDS } from './trading.ts';
// Strategies ----------------------------------------------------------------------------------------------

export const strategyParamsSchema = z.record(paramName, z.number());

export const riskSchema = z.object({
  stop_loss_pct: z.number().positive().max(100).optional(),
  take_profit_pct: z.number().positive().max(1000).optional(),
  trailing_atr: z.number().positive().max(100).optional(),
});

/** How many levels a rule set's JSON may nest (its condition groups among them). */
export const MAX_RULES_DEPTH = 32;

/** A built-in with its parameters (and optional exits), or a rule set in the engine's rule format. */
export const strategyDefinitionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('built_in'),
    built_in: z.enum(BUILT_IN_STRATEGY_IDS),
    params: strategyParamsSchema.default({}),
    risk: riskSchema.default({}),
  }),
  z.object({
    kind: z.literal('rules'),
    /** Validated by the engine's `ruleStrategySchema`; every invalid field is named. */
    rules: z
      .record(safeString(), z.unknown())
      .refine((rules) => nestsWithin(rules, MAX_RULES_DEPTH), { message: 'rules_too_deep' }),
  }),
]);
export type StrategyDefinition = z.infer<typeof strategyDefinitionSchema>;

export const strategyInputSchema = z.object({
  name: safeString().trim().min(1).max(120),
  description: safeString().trim().max(2000).default(''),
  definition: strategyDefinitionSchema,
});
export type StrategyInput = z.infer<typeof strategyInputSchema>;

/** A change of the definition makes a new version; name and description are not versioned. */
export const strategyPatchSchema = strategyInputSchema.partial();
export type StrategyPatch = z.infer<typeof strategyPatchSchema>;

export const strategySchema = z.object({
  id,
  owner_id: id,
  name: safeString(),
  description: safeString(),
  version: int32(),
  version_id: id,
  definition: strategyDefinitionSchema,
  created_at: safeString(),
  updated_at: safeString(),
});
export type Strategy = z.infer<typeof strategySchema>;

export const strategyVersionSchema = z.object({
  id,
  version: int32(),
  definition: strategyDefinitionSchema,
  created_at: safeString(),
});
export type StrategyVersion = z.infer<typeof strategyVersionSchema>;
