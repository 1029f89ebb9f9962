import { describe, expect, it } from 'vitest';
import {
  allocateExcedente,
  effectiveAllocation,
  sizeAllocation,
  splitByPercentage,
  splitByPriority,
  toPpm,
  validateAllocationVersion,
  type AllocationVersion,
} from '../src/index.ts';

const version = (overrides: Partial<AllocationVersion>): AllocationVersion => ({
  plantId: 'usina-1',
  version: 1,
  kind: 'PERCENTUAL',
  items: [{ unitId: 'a', percentPpm: toPpm(0.5) }],
  effectiveCycle: '2026-01',
  status: 'VIGENTE',
  ...overrides,
});

describe('allocation split (§1.5)', () => {
  it('hands the missing kWh to the largest fractional parts, the generating UC counted last', () => {
    const split = splitByPercentage(100, [
      { unitId: 'a', percentPpm: 333_333 },
      { unitId: 'b', percentPpm: 333_333 },
      { unitId: 'c', percentPpm: 333_334 },
    ]);
    expect(split.shares.map((share) => share.kwh)).toEqual([33, 33, 34]);
    expect(split.generatorKwh).toBe(0);
  });

  it('breaks ties in item order', () => {
    const split = splitByPercentage(1, [
      { unitId: 'a', percentPpm: 500_000 },
      { unitId: 'b', percentPpm: 500_000 },
    ]);
    expect(split.shares).toEqual([
      { unitId: 'a', kwh: 1 },
      { unitId: 'b', kwh: 0 },
    ]);
  });

  it('gives the BH plant’s first UC ≈ 23 808 kWh of the June excedente', () => {
    const split = splitByPercentage(94_440, [{ unitId: 'uc-1', percentPpm: toPpm(0.2521) }]);
    expect(split.shares[0]!.kwh).toBe(23_808);
    expect(split.generatorKwh).toBe(94_440 - 23_808);
  });

  it('rejects a split above 100 % and repeated UCs', () => {
    expect(() => splitByPercentage(10, [{ unitId: 'a', percentPpm: 1_000_001 }])).toThrow(/more than 100 %/);
    expect(() =>
      splitByPercentage(10, [
        { unitId: 'a', percentPpm: 1 },
        { unitId: 'a', percentPpm: 1 },
      ]),
    ).toThrow(/repeated/);
  });

  it('serves UCs in priority order up to their demand', () => {
    const split = splitByPriority(
      1000,
      [
        { unitId: 'b', priority: 2 },
        { unitId: 'a', priority: 1 },
        { unitId: 'c', priority: 3 },
      ],
      { a: 600, b: 300, c: 500 },
    );
    expect(split).toEqual({
      shares: [
        { unitId: 'a', kwh: 600 },
        { unitId: 'b', kwh: 300 },
        { unitId: 'c', kwh: 100 },
      ],
      generatorKwh: 0,
    });
    expect(() => splitByPriority(10, [{ unitId: 'a', priority: 1 }], {})).toThrow(/demandKwh/);
  });
});

describe('allocation versions by effective cycle (§1.5)', () => {
  const versions = [
    version({ version: 1, effectiveCycle: '2026-01', status: 'SUBSTITUIDO' }),
    version({ version: 2, effectiveCycle: '2026-04', status: 'VIGENTE' }),
    version({ version: 3, effectiveCycle: '2026-06', status: 'RASCUNHO' }),
    version({ version: 4, effectiveCycle: '2026-05', status: 'REJEITADO' }),
  ];

  it('picks the latest governing version whose effective cycle has arrived', () => {
    expect(effectiveAllocation(versions, '2025-12')).toBeUndefined();
    expect(effectiveAllocation(versions, '2026-03')?.version).toBe(1);
    expect(effectiveAllocation(versions, '2026-04')?.version).toBe(2);
    expect(effectiveAllocation(versions, '2026-07')?.version).toBe(2);
  });

  it('rejects a version whose percentages add up to more than 100 %', () => {
    const bad = version({
      items: [
        { unitId: 'a', percentPpm: 600_000 },
        { unitId: 'b', percentPpm: 500_000 },
      ],
    });
    expect(() => validateAllocationVersion(bad)).toThrow(RangeError);
    expect(() => effectiveAllocation([bad], '2026-05')).toThrow(RangeError);
  });

  it('splits an excedente under a version of either kind', () => {
    expect(allocateExcedente(version({}), 101).shares).toEqual([{ unitId: 'a', kwh: 51 }]);
    const priority = version({ kind: 'PRIORIDADE', items: [{ unitId: 'a', priority: 1 }] });
    expect(allocateExcedente(priority, 101, { a: 40 })).toEqual({
      shares: [{ unitId: 'a', kwh: 40 }],
      generatorKwh: 61,
    });
  });
});

describe('allocation sizing (§3.7)', () => {
  const expectedMonthlyKwh = [
    135_408, 131_040, 128_154, 114_660, 103_974, 95_940, 103_974, 120_900, 124_020, 132_990, 121_680, 132_990,
  ];
  const beneficiaries = [30_000, 25_000, 35_000, 20_000].map((kwh, index) => ({
    unitId: `uc-${index + 1}`,
    averageConsumptionKwh: kwh,
    minimumKwh: 100,
  }));

  it('sizes 25,21 / 21,01 / 29,41 / 16,80 % and leaves a 7,57 % buffer', () => {
    expect(expectedMonthlyKwh.reduce((sum, kwh) => sum + kwh, 0)).toBe(1_445_730);
    const result = sizeAllocation({
      expectedMonthlyKwh,
      generatorOwnConsumptionKwh: 1500,
      beneficiaries,
      gdI: false,
    });
    expect(result.shares.map((share) => share.percentPpm)).toEqual([252_100, 210_100, 294_100, 168_000]);
    expect(result.generatorPpm).toBe(75_700);
  });

  it('targets consumption − CD for GD I and scales down above 100 %', () => {
    const gdI = sizeAllocation({
      expectedMonthlyKwh,
      generatorOwnConsumptionKwh: 1500,
      beneficiaries,
      gdI: true,
    });
    expect(gdI.shares[0]!.percentPpm).toBe(251_300);
    const big = sizeAllocation({
      expectedMonthlyKwh,
      generatorOwnConsumptionKwh: 1500,
      beneficiaries: [...beneficiaries, { unitId: 'uc-5', averageConsumptionKwh: 60_000, minimumKwh: 100 }],
      gdI: false,
    });
    expect(big.generatorPpm).toBeGreaterThanOrEqual(0);
    expect(big.generatorPpm).toBeLessThan(1000);
  });
});
