import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { Action, Subject } from './access.ts';
import type { RawRule } from './access-rule.ts';

export type AppAbility = MongoAbility<[Action, Subject | Record<PropertyKey, unknown>]>;

const PLACEHOLDER = /^\$\{user\.(\w+)\}$/;

/** Replaces `${user.<field>}` placeholders in rule conditions with the signed-in user's values. */
export function interpolateRules(rules: RawRule[], user: Record<string, unknown>): RawRule[] {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const match = PLACEHOLDER.exec(value);
      // A name the user record does not hold (`${user.constructor}`) stands for no value.
      if (match) return Object.hasOwn(user, match[1]!) ? user[match[1]!] : null;
      return value;
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return rules.map((rule) =>
    rule.conditions ? { ...rule, conditions: fill(rule.conditions) as Record<string, unknown> } : rule,
  );
}

export function buildAbility(rules: RawRule[], user: Record<string, unknown> = {}): AppAbility {
  return createMongoAbility(interpolateRules(rules, user) as never) as AppAbility;
}
