// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { StrategyDefinition } from '@alvorada/contracts';
import { diffDefinitions } from './version-diff.ts';

const sma = (period: number) => ({ kind: 'indicator', name: 'sma', period, source: 'close' });
const rules = (rules: Record<string, unknown>): StrategyDefinition => ({ kind: 'rules', rules });

describe('two versions side by side', () => {
  it('names each rule setting by its place, marks what changed, and lists what only one version has', () => {
    const v1 = rules({
      entry: { long: { op: 'crossesAbove', left: sma(10), right: sma(20) } },
      exit: {},
      reverse: false,
    });
    const v2 = rules({
      entry: { long: { op: 'crossesAbove', left: sma(10), right: sma(50) } },
      exit: { long: { op: '<', left: sma(10), right: { kind: 'value', value: 3 } } },
      reverse: true,
    });
    const rows = diffDefinitions(v1, v2);
    expect(rows.filter((row) => row.changed)).toEqual([
      { path: 'entry.long.right.period', left: '20', right: '50', changed: true },
      { path: 'exit', left: '{}', right: undefined, changed: true },
      { path: 'reverse', left: 'false', right: 'true', changed: true },
      { path: 'exit.long.op', left: undefined, right: '"<"', changed: true },
      { path: 'exit.long.left.kind', left: undefined, right: '"indicator"', changed: true },
      { path: 'exit.long.left.name', left: undefined, right: '"sma"', changed: true },
      { path: 'exit.long.left.period', left: undefined, right: '10', changed: true },
      { path: 'exit.long.left.source', left: undefined, right: '"close"', changed: true },
      { path: 'exit.long.right.kind', left: undefined, right: '"value"', changed: true },
      { path: 'exit.long.right.value', left: undefined, right: '3', changed: true },
    ]);
    expect(rows.find((row) => row.path === 'entry.long.left.period')).toEqual({
      path: 'entry.long.left.period',
      left: '10',
      right: '10',
      changed: false,
    });
  });

  it('compares a built-in’s parameters and exits, not its kind', () => {
    const builtIn = (fast: number, stop?: number): StrategyDefinition => ({
      kind: 'built_in',
      built_in: 'sma-cross',
      params: { n1: fast, n2: 20 },
      risk: stop ? { stop_loss_pct: stop } : {},
    });
    expect(diffDefinitions(builtIn(10), builtIn(15, 2)).filter((row) => row.changed)).toEqual([
      { path: 'params.n1', left: '10', right: '15', changed: true },
      { path: 'risk', left: '{}', right: undefined, changed: true },
      { path: 'risk.stop_loss_pct', left: undefined, right: '2', changed: true },
    ]);
    expect(diffDefinitions(builtIn(10), builtIn(10)).every((row) => !row.changed)).toBe(true);
  });
});
