import { describe, expect, it } from 'vitest';
import { ruleStrategySchema } from '@alvorada/backtest';
import { EMPTY_DRAFT, newComparison, withNewComparison, withoutCondition, withValue } from './rule-draft.ts';

describe('the rule draft', () => {
  it('sets a value deep in the tree without touching the original', () => {
    const draft = { ...EMPTY_DRAFT, entry: { long: { all: [newComparison(), newComparison()] } } };
    const next = withValue(draft, ['entry', 'long', 'all', 1, 'right', 'period'], 10);
    expect(next.entry.long).toMatchObject({ all: [{ right: { period: 20 } }, { right: { period: 10 } }] });
    expect(draft.entry.long).toMatchObject({ all: [{ right: { period: 20 } }, { right: { period: 20 } }] });
  });

  it('grows a side from nothing to one comparison to an "all" group', () => {
    const one = withNewComparison(undefined);
    expect(one).toEqual(newComparison());
    const two = withNewComparison(one);
    expect(two).toEqual({ all: [newComparison(), newComparison()] });
    expect(withNewComparison({ any: [one] })).toEqual({ any: [one, newComparison()] });
  });

  it('takes a group left empty with its last condition, a `not` around it too, and keeps a valid rule set', () => {
    const draft = {
      ...EMPTY_DRAFT,
      entry: { long: { all: [newComparison(), { not: { any: [newComparison()] } }] } },
    };
    const next = withoutCondition(draft, ['entry', 'long', 'all', 1, 'not', 'any', 0]);
    expect(next.entry.long).toEqual({ all: [newComparison()] });
    expect(ruleStrategySchema.safeParse(next).success).toBe(true);
    expect(withoutCondition(next, ['entry', 'long', 'all', 0]).entry).toEqual({});
  });
});
