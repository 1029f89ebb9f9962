import type { StrategyDefinition } from '@alvorada/contracts';

/** One setting of two versions side by side: its place in the definition and each one's value (JSON). */
export interface DiffRow {
  path: string;
  left: string | undefined;
  right: string | undefined;
  changed: boolean;
}

/** What a version sets: a rule set's rules, or a built-in's choice, parameters and exits. */
const settingsOf = (definition: StrategyDefinition) =>
  definition.kind === 'rules' ? definition.rules : { ...definition, kind: undefined };

/** Every leaf of `value` by its dotted path ("entry.long.left.period"); an empty list or group is a leaf. */
function leaves(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (value === undefined) return out;
  if (value === null || typeof value !== 'object') return out.set(path, JSON.stringify(value));
  const entries = Object.entries(value as object);
  if (entries.length === 0 && path) out.set(path, JSON.stringify(value));
  for (const [key, child] of entries) leaves(child, path ? `${path}.${key}` : key, out);
  return out;
}

/**
 * Two versions' parameters or rules side by side: a row per setting either one has, the left one's in
 * its order, then those only the right one has.
 */
export function diffDefinitions(left: StrategyDefinition, right: StrategyDefinition): DiffRow[] {
  const a = leaves(settingsOf(left), '', new Map());
  const b = leaves(settingsOf(right), '', new Map());
  return [...new Set([...a.keys(), ...b.keys()])].map((path) => ({
    path,
    left: a.get(path),
    right: b.get(path),
    changed: a.get(path) !== b.get(path),
  }));
}
