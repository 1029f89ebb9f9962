import type { Strategy } from '../engine/strategy.ts';
import { RuleStrategy } from '../rules/rule-strategy.ts';
import { ruleStrategySchema, type RuleStrategySpec } from '../rules/rule-schema.ts';
import { createStrategy, type StrategyParams } from './registry.ts';

/** A strategy described by data, so it can cross a thread or a network boundary. */
export type StrategyRef = { builtIn: string } | { rules: RuleStrategySpec };

/** Factory of fresh strategy instances for a reference (rule sets take no parameters). */
export function strategyFactory(ref: StrategyRef): (params: StrategyParams) => Strategy {
  if ('builtIn' in ref) return (params) => createStrategy(ref.builtIn, params);
  const rules = ruleStrategySchema.parse(ref.rules);
  return () => new RuleStrategy(rules);
}
