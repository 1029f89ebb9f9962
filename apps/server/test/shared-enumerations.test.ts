import { describe, expect, expectTypeOf, it } from 'vitest';
import * as contracts from '@alvorada/contracts';
import * as energy from '@alvorada/energy';
import { BUILT_IN_STRATEGIES } from '@alvorada/backtest';

type Values<T extends readonly unknown[]> = T[number];

/**
 * packages/energy depends on nothing of ours and the contracts do not import it, so both spell out the
 * energy enumerations: these checks fail when one list changes without the other.
 */
describe('enumerations spelled out by the contracts and the energy engine', () => {
  it('lists the same regimes, modalities and connection types, in the same order', () => {
    expect([...contracts.REGIME_VALUES]).toEqual([...energy.GD_REGIMES]);
    expect([...contracts.MODALITY_VALUES]).toEqual([...energy.MODALITIES]);
    expect([...contracts.CONNECTIONS]).toEqual([...energy.CONNECTION_TYPES]);
    expect([...contracts.AGING_BUCKETS]).toEqual([...energy.AGING_BUCKETS]);
  });

  it('names the same statuses, kinds and rules as the engine’s types', () => {
    expectTypeOf<Values<typeof contracts.LOT_STATUSES>>().toEqualTypeOf<energy.LotStatus>();
    expectTypeOf<Values<typeof contracts.ALLOCATION_STATUSES>>().toEqualTypeOf<energy.AllocationStatus>();
    expectTypeOf<Values<typeof contracts.ALLOCATION_KINDS>>().toEqualTypeOf<energy.AllocationKind>();
    expectTypeOf<Values<typeof contracts.TAX_FORMULA_VALUES>>().toEqualTypeOf<energy.TaxFormula>();
    expectTypeOf<Values<typeof contracts.EXPIRY_COUNTING_VALUES>>().toEqualTypeOf<energy.ExpiryCounting>();
    expectTypeOf<Values<typeof contracts.GD1_MINIMUM_VALUES>>().toEqualTypeOf<energy.Gd1MinimumRule>();
    expectTypeOf<Values<typeof contracts.GD2_MINIMUM_VALUES>>().toEqualTypeOf<energy.Gd2MinimumRule>();
    expectTypeOf<Values<typeof contracts.REGIME_VALUES>>().toEqualTypeOf<energy.GdRegime>();
  });
});

describe('enumerations spelled out by the contracts and the backtest engine', () => {
  it('names the same built-in strategies, in the same order', () => {
    expect([...contracts.BUILT_IN_STRATEGY_IDS]).toEqual(BUILT_IN_STRATEGIES.map((s) => s.id));
  });
});
