import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ruleStrategySchema, type ParsedRuleStrategy } from '../rules/rule-schema.ts';

/** A rule set file that is not valid JSON or not a valid rule set; the message names every problem. */
export class RulesFileError extends Error {}

/** Reads and validates a rule strategy (the builder's JSON format) from `path`. */
export function readRulesFile(path: string): ParsedRuleStrategy {
  const text = readFileSync(path, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RulesFileError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = ruleStrategySchema.safeParse(json);
  if (!parsed.success)
    throw new RulesFileError(`${path} is not a valid rule set:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
