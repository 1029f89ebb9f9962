import type { ConditionInput, RuleStrategySpec } from '@alvorada/backtest';
import { INDICATORS } from './operand-catalogue.ts';

/** Where a value sits in the rule set: keys and list indexes, as zod reports an issue's path. */
export type DraftPath = (string | number)[];

/** The rule set being built, in the format the engine's rule schema takes. */
export type RuleDraft = RuleStrategySpec;

export const SIDES = ['long', 'short'] as const;
export type Side = (typeof SIDES)[number];

export const EMPTY_DRAFT: RuleDraft = { entry: {}, exit: {}, reverse: false, risk: {} };

export const pathKey = (path: DraftPath) => path.join('.');

/** The value at `path` in `root`, or undefined. */
export const valueAt = (root: unknown, path: DraftPath): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], root);

/** A copy of `node` with `value` at `path`; undefined takes the key (or the list item) out. */
export function withValue<T>(node: T, path: DraftPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string | number, ...DraftPath];
  if (Array.isArray(node)) {
    const copy = [...node];
    const next = withValue(copy[key as number], rest, value);
    if (next === undefined) copy.splice(key as number, 1);
    else copy[key as number] = next;
    return copy as T;
  }
  const copy: Record<string, unknown> = { ...(node as object) };
  const next = withValue(copy[key], rest, value);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy as T;
}

const isGroupList = (path: DraftPath) => path.length > 0 && ['all', 'any'].includes(String(path.at(-1)));

/**
 * A copy without the condition at `path`; a group left empty goes with it (up to the side, which is then
 * left without a condition), since an empty group means nothing.
 */
export function withoutCondition(draft: RuleDraft, at: DraftPath): RuleDraft {
  // A negated condition goes with its `not`.
  const path = at.at(-1) === 'not' ? at.slice(0, -1) : at;
  let next = withValue(draft, path, undefined);
  let parent = path.slice(0, -1);
  while (isGroupList(parent) && (valueAt(next, parent) as unknown[]).length === 0) {
    let group = parent.slice(0, -1);
    // A `not` around the group goes with it.
    if (group.at(-1) === 'not') group = group.slice(0, -1);
    next = withValue(next, group, undefined);
    parent = group.slice(0, -1);
  }
  return next;
}

/** A first comparison to edit: the close crossing above its 20-period average. */
export const newComparison = (): ConditionInput => ({
  op: 'crossesAbove',
  left: { kind: 'price', field: 'close' },
  right: { ...INDICATORS.sma.defaults },
});

/** `node` with one more comparison: the first one, the next in its group, or both in a new "all" group. */
export function withNewComparison(node: ConditionInput | undefined): ConditionInput {
  if (node === undefined) return newComparison();
  if ('all' in node) return { all: [...node.all, newComparison()] };
  if ('any' in node) return { any: [...node.any, newComparison()] };
  return { all: [node, newComparison()] };
}

/** The saved rule set (a strategy's `definition.rules`) as a draft, with the lists the editor expects. */
export const draftOf = (rules: Record<string, unknown>): RuleDraft => ({
  ...EMPTY_DRAFT,
  ...(rules as RuleDraft),
  exit: (rules.exit as RuleDraft['exit']) ?? {},
  risk: (rules.risk as RuleDraft['risk']) ?? {},
});

/** A new strategy's first rules: buy when the close crosses above its average. */
export const STARTER_DRAFT: RuleDraft = { ...EMPTY_DRAFT, entry: { long: newComparison() } };

/** The value with its object keys sorted and undefined ones left out: saved rules come back reordered. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => [key, canonical(record[key])]),
  );
};

export const sameRules = (a: RuleDraft, b: RuleDraft) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
