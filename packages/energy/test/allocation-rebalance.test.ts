import { describe, expect, it } from 'vitest';
import { rebalanceAllocation, type RebalanceBeneficiary } from '../src/index.ts';

const uc = (
  unitId: string,
  meanConsumptionKwh: number,
  balanceKwh = 0,
  active = true,
): RebalanceBeneficiary => ({
  unitId,
  active,
  meanConsumptionKwh,
  balanceKwh,
});

describe('rebalancing suggestion', () => {
  it('gives the excedente a UC leaves unused to the others when their needs exceed it: 100 % in all', () => {
    // 12.000 kWh of excedente; A holds 36.000 kWh = 3 months + 24.000 beyond → target 5.000 − 2.000 = 3.000.
    const result = rebalanceAllocation({
      excedenteKwh: 12_000,
      bankMonths: 3,
      beneficiaries: [uc('A', 5_000, 39_000), uc('B', 6_000), uc('C', 6_000)],
    });
    expect(result.neededKwh).toBe(15_000);
    expect(result.shares.map((s) => s.targetKwh)).toEqual([3_000, 6_000, 6_000]);
    expect(result.shares.map((s) => s.percentPpm)).toEqual([200_000, 400_000, 400_000]);
    expect(result.generatorPpm).toBe(0);
    expect(result.shares.map((s) => s.previewKwh)).toEqual([2_400, 4_800, 4_800]);
  });

  it('rounds thirds to 4 decimals by largest remainder so they add up to exactly 100 %', () => {
    const result = rebalanceAllocation({
      excedenteKwh: 1_000,
      bankMonths: 3,
      beneficiaries: [uc('A', 900), uc('B', 900), uc('C', 900)],
    });
    expect(result.shares.map((s) => s.percentPpm)).toEqual([333_334, 333_333, 333_333]);
    expect(result.shares.reduce((sum, s) => sum + s.percentPpm, 0)).toBe(1_000_000);
    expect(result.shares.reduce((sum, s) => sum + s.previewKwh, 0) + result.generatorKwh).toBe(1_000);
  });

  it('covers every need when the excedente is larger and keeps the rest at the generating UC', () => {
    const result = rebalanceAllocation({
      excedenteKwh: 30_000,
      bankMonths: 3,
      beneficiaries: [uc('A', 10_000), uc('B', 7_000)],
    });
    // 10.000 / 30.000 = 33,3333… % and 7.000 / 30.000 = 23,3333… %: the total is 17.000 / 30.000 rounded down,
    // and the §1.5 split still gives each its whole target.
    expect(result.shares.map((s) => s.percentPpm)).toEqual([333_333, 233_333]);
    expect(result.generatorPpm).toBe(433_334);
    expect(result.shares.map((s) => s.previewKwh)).toEqual([10_000, 7_000]);
    expect(result.generatorKwh).toBe(13_000);
  });

  it('keeps a UC it drops, at 0 with its reason: inactive, no consumption, or a bank that covers a year', () => {
    const result = rebalanceAllocation({
      excedenteKwh: 5_000,
      bankMonths: 3,
      beneficiaries: [uc('A', 1_000, 0, false), uc('B', 0), uc('C', 1_000, 15_000), uc('D', 2_000)],
    });
    expect(result.shares.map((s) => [s.unitId, s.percentPpm, s.reason])).toEqual([
      ['A', 0, 'INATIVA'],
      ['B', 0, 'SEM_CONSUMO'],
      ['C', 0, 'BANCO_COBRE'],
      ['D', 400_000, null],
    ]);
    expect(result.shares[3]!.previewKwh).toBe(2_000);
    expect(result.generatorKwh).toBe(3_000);
  });

  it('proposes nothing without excedente nor needs, and refuses figures that are not whole kWh', () => {
    const result = rebalanceAllocation({ excedenteKwh: 0, bankMonths: 3, beneficiaries: [uc('A', 0)] });
    expect(result.shares[0]!.percentPpm).toBe(0);
    expect(result.generatorPpm).toBe(1_000_000);
    expect(() => rebalanceAllocation({ excedenteKwh: 1.5, bankMonths: 3, beneficiaries: [] })).toThrow(
      RangeError,
    );
  });
});
