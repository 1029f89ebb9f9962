import type { Strategy } from '../engine/strategy.ts';
import { RuleStrategy } from '../rules/rule-strategy.ts';
import { exitsSchema, ruleStrategySchema, type RuleStrategySpec } from '../rules/rule-schema.ts';
import { createStrategy, type StrategyParams } from './registry.ts';
import { RiskManaged, type RiskSettings } from './risk.ts';

/**
 * A strategy described by data, so it can cross a thread or a network boundary: a built-in by id,
 * optionally with stop-loss / take-profit / trailing stop added to its entries, or a rule set.
 */
export type StrategyRef = { builtIn: string; risk?: RiskSettings } | { rules: RuleStrategySpec };

/** Factory of fresh strategy instances for a reference (rule sets take no parameters). */
export function strategyFactory(ref: StrategyRef): (params: StrategyParams) => Strategy {
  if ('builtIn' in ref) {
    const { builtIn } = ref;
    const risk = exitsSchema.parse(ref.risk ?? {});
    if (Object.values(risk).every((v) => v === undefined)) return (params) => createStrategy(builtIn, params);
    return (params) => new RiskManaged(createStrategy(builtIn, params), risk);
  }
  const rules = ruleStrategySchema.parse(ref.rules);
  return () => new RuleStrategy(rules);
}
