import { describe, expect, it } from 'vitest';
import { closeUnitCycle, prepareCycle, type CycleResult, type GdRegime } from '../src/index.ts';
import { exampleCycle } from './example-tariff.ts';
import { lot, TRIFASICO_UC } from './lots.ts';
import { closeMainExample } from './main-example.ts';

const balances = (result: CycleResult) =>
  Object.fromEntries(result.lots.map((l) => [l.originCycle, l.balanceKwh]));

describe('monthly compensation of a beneficiary UC (§3.2)', () => {
  for (const reading of ['MAIOR_ENTRE', 'LIMITADO_AO_CD'] as const) {
    it(`uses the excedente first, then lots FIFO, and bills the Fio B (${reading})`, () => {
      const result = closeMainExample({ gd2Minimum: reading });
      expect(result.minimumRule).toBe(reading);
      expect(result.compensatedFromAllocationKwh).toBe(480);
      expect(result.compensatedFromLotsKwh).toBe(120);
      expect(result.residualKwh).toBe(0);
      expect(result.usage.map((use) => [use.source, use.lotId, use.kwh])).toEqual([
        ['ALOCACAO', undefined, 480],
        ['LOTE', 'L-2025-09', 50],
        ['LOTE', 'L-2026-01', 70],
      ]);
      expect(result.lots.map((l) => [l.id, l.balanceKwh, l.status, l.expiresAt])).toEqual([
        ['L-2025-09', 0, 'ESGOTADO', '2030-09'],
        ['L-2026-01', 30, 'ATIVO', '2031-01'],
      ]);
      expect(result.bill.transportCentavos).toBe(10_352);
      expect(result.bill.minimumCentavos).toBe(9_803);
      expect(result.bill.consumptionCentavos).toBe(10_352);
      expect(result.bill.totalCentavos).toBe(11_852);
      expect(result.billWithoutGd.consumptionCentavos).toBe(58_819);
      expect(result.billWithoutGd.totalCentavos).toBe(60_319);
      expect(result.newLots).toEqual([]);
    });
  }

  it('bills the CD until 2025 and the Fio B from 2026 as the ladder rises', () => {
    const transport = [2023, 2024, 2025, 2026, 2027, 2028].map((year) => {
      const { bill } = closeUnitCycle(exampleCycle(`${year}-05`), {
        unit: TRIFASICO_UC,
        consumptionKwh: 600,
        allocations: [{ plantId: 'usina-1', regime: 'GD_II', kwh: 600 }],
      });
      return [bill.transportCentavos, bill.consumptionCentavos];
    });
    expect(transport).toEqual([
      [2_588, 9_803],
      [5_176, 9_803],
      [7_764, 9_803],
      [10_352, 10_352],
      [12_940, 12_940],
      [15_528, 15_528],
    ]);
  });

  describe('low consumption, where the two readings differ', () => {
    const close = (gd2Minimum: 'MAIOR_ENTRE' | 'LIMITADO_AO_CD') =>
      closeUnitCycle(exampleCycle('2026-05', { gd2Minimum }), {
        unit: TRIFASICO_UC,
        consumptionKwh: 200,
        lots: [lot('2025-09', 50), lot('2026-01', 200)],
        cipCentavos: 1500,
      });

    it('MAIOR_ENTRE consumes all 200 kWh and bills the CD', () => {
      const result = close('MAIOR_ENTRE');
      expect(result.compensatedKwh).toBe(200);
      expect(result.bill.transportCentavos).toBe(3_451);
      expect(result.bill.consumptionCentavos).toBe(9_803);
      expect(balances(result)).toEqual({ '2025-09': 0, '2026-01': 50 });
    });

    it('LIMITADO_AO_CD consumes X* = 122 kWh, giving back the newest lot first, and bills the CD', () => {
      const result = close('LIMITADO_AO_CD');
      expect(result.compensatedKwh).toBe(122);
      expect(result.residualKwh).toBe(78);
      expect(result.bill.consumptionCentavos).toBe(9_803);
      expect(result.bill.residualCentavos + result.bill.transportCentavos).toBe(9_751);
      expect(balances(result)).toEqual({ '2025-09': 0, '2026-01': 128 });
      expect(result.movements).toEqual([
        { lotId: 'L-2025-09', unitId: 'uc-1', cycle: '2026-05', type: 'COMPENSACAO', kwh: -50 },
        { lotId: 'L-2026-01', unitId: 'uc-1', cycle: '2026-05', type: 'COMPENSACAO', kwh: -72 },
      ]);
    });

    it('with 121 kWh the bill would be above the minimum (R$ 98,32)', () => {
      const result = closeUnitCycle(exampleCycle('2026-05', { gd2Minimum: 'LIMITADO_AO_CD' }), {
        unit: TRIFASICO_UC,
        consumptionKwh: 200,
        lots: [lot('2025-09', 121)],
      });
      expect(result.compensatedKwh).toBe(121);
      expect(result.bill.consumptionCentavos).toBe(9_832);
    });
  });

  it('GD I with PRESERVA_CREDITOS compensates only C − CD and keeps 100 kWh more in the bank', () => {
    const result = closeMainExample({}, 'GD_I');
    expect(result.minimumRule).toBe('PRESERVA_CREDITOS');
    expect(result.compensatedKwh).toBe(500);
    expect(result.compensatedFromAllocationKwh).toBe(480);
    expect(result.bill.consumptionCentavos).toBe(9_803);
    expect(result.bill.totalCentavos).toBe(11_303);
    expect(balances(result)).toEqual({ '2025-09': 30, '2026-01': 100 });
  });

  it('GD I with COMPENSA_TUDO compensates everything and still bills the minimum', () => {
    const result = closeMainExample({ gd1Minimum: 'COMPENSA_TUDO' }, 'GD_I');
    expect(result.compensatedKwh).toBe(600);
    expect(result.bill.consumptionCentavos).toBe(9_803);
  });

  it('banks the unused same-cycle excedente as a new lot expiring 60 months later', () => {
    const result = closeUnitCycle(exampleCycle('2026-05'), {
      unit: TRIFASICO_UC,
      consumptionKwh: 300,
      allocations: [{ plantId: 'usina-1', regime: 'GD_II', kwh: 480 }],
      lots: [lot('2025-09', 50)],
    });
    expect(result.newLots).toEqual([
      {
        id: 'uc-1:2026-05:usina-1',
        unitId: 'uc-1',
        plantId: 'usina-1',
        regime: 'GD_II',
        originCycle: '2026-05',
        initialKwh: 180,
        balanceKwh: 180,
        expiresAt: '2031-05',
        status: 'ATIVO',
      },
    ]);
    expect(result.movements).toEqual([
      { lotId: 'uc-1:2026-05:usina-1', unitId: 'uc-1', cycle: '2026-05', type: 'GERACAO', kwh: 180 },
    ]);
    expect(result.bankedKwh).toBe(180);
    expect(balances(result)['2025-09']).toBe(50);
  });

  it('under LIMITADO_AO_CD the excedente given back becomes a lot, and C ≤ CD consumes nothing', () => {
    const result = closeUnitCycle(exampleCycle('2026-05', { gd2Minimum: 'LIMITADO_AO_CD' }), {
      unit: TRIFASICO_UC,
      consumptionKwh: 80,
      allocations: [{ plantId: 'usina-1', regime: 'GD_II', kwh: 50 }],
      lots: [lot('2025-09', 50)],
    });
    expect(result.compensatedKwh).toBe(0);
    expect(result.bankedKwh).toBe(50);
    expect(result.bill.consumptionCentavos).toBe(9_803);
  });

  it('orders plants GD I first, then by priority, then by id', () => {
    const allocations = [
      { plantId: 'b', regime: 'GD_II' as GdRegime, kwh: 10 },
      { plantId: 'a', regime: 'GD_II' as GdRegime, kwh: 10, priority: 2 },
      { plantId: 'c', regime: 'GD_II' as GdRegime, kwh: 10, priority: 1 },
      { plantId: 'z', regime: 'GD_I' as GdRegime, kwh: 10 },
    ];
    const result = closeUnitCycle(exampleCycle('2026-05'), {
      unit: TRIFASICO_UC,
      consumptionKwh: 35,
      allocations,
    });
    expect(result.usage.map((use) => [use.plantId, use.kwh])).toEqual([
      ['z', 10],
      ['c', 10],
      ['a', 10],
      ['b', 5],
    ]);
    expect(result.newLots.map((l) => [l.plantId, l.balanceKwh])).toEqual([['b', 5]]);
  });

  it('orders plants with numeric ids as numbers: plant 9 before plant 10', () => {
    const result = closeUnitCycle(exampleCycle('2026-05'), {
      unit: TRIFASICO_UC,
      consumptionKwh: 115,
      allocations: [
        { plantId: '10', regime: 'GD_II', kwh: 10 },
        { plantId: '9', regime: 'GD_II', kwh: 10 },
        { plantId: '100', regime: 'GD_II', kwh: 10 },
      ],
    });
    expect(result.usage.map((use) => use.plantId)).toEqual(['9', '10', '100']);
  });

  it('applies the GD III transport formula 100 % FB + 40 % FA + E and flags it as pending', () => {
    const context = prepareCycle({
      cycle: '2026-05',
      tariff: { fullMicros: 980_315, fioBMicros: 287_559, fioAMicros: 100_000, chargesMicros: 10_000 },
    });
    const result = closeUnitCycle(context, {
      unit: TRIFASICO_UC,
      consumptionKwh: 100,
      allocations: [{ plantId: 'usina-1', regime: 'GD_III', kwh: 100 }],
    });
    // 100 × (0,287559 + 0,4 × 0,100000 + 0,010000) = R$ 33,7559
    expect(result.bill.transportCentavos).toBe(3_376);
    expect(result.usesPendingRules).toBe(true);
    expect(closeMainExample().usesPendingRules).toBe(false);
  });

  it('adds demand for Grupo A, which has no custo de disponibilidade', () => {
    const result = closeUnitCycle(exampleCycle('2026-05'), {
      unit: { id: 'uc-a', group: 'A' },
      consumptionKwh: 1000,
      allocations: [{ plantId: 'usina-1', regime: 'GD_I', kwh: 1000 }],
      demandCentavos: 50_000,
    });
    expect(result.minimumKwh).toBe(0);
    expect(result.compensatedKwh).toBe(1000);
    expect(result.bill.totalCentavos).toBe(50_000);
  });

  it('charges the bandeira only on kWh billed and not compensated', () => {
    const context = { ...exampleCycle('2026-05'), flagMicros: 50_000 };
    const result = closeUnitCycle(context, {
      unit: TRIFASICO_UC,
      consumptionKwh: 600,
      allocations: [{ plantId: 'usina-1', regime: 'GD_II', kwh: 400 }],
    });
    expect(result.bill.flagCentavos).toBe(1_000);
    expect(result.billWithoutGd.flagCentavos).toBe(3_000);
  });

  it('uses lots oldest first whatever their input order', () => {
    const result = closeUnitCycle(exampleCycle('2026-05'), {
      unit: TRIFASICO_UC,
      consumptionKwh: 120,
      lots: [lot('2026-01', 100), lot('2025-09', 50)],
    });
    expect(result.usage.map((use) => [use.lotId, use.kwh])).toEqual([
      ['L-2025-09', 50],
      ['L-2026-01', 70],
    ]);
  });

  it('does not modify its inputs', () => {
    const lots = [lot('2021-04', 50), lot('2026-01', 100)];
    const snapshot = structuredClone(lots);
    closeUnitCycle(exampleCycle('2026-05'), { unit: TRIFASICO_UC, consumptionKwh: 120, lots });
    expect(lots).toEqual(snapshot);
  });

  it('rejects bad input with a clear error', () => {
    const context = exampleCycle('2026-05');
    const close = (input: object) => () =>
      closeUnitCycle(context, { unit: TRIFASICO_UC, consumptionKwh: 10, ...input });
    expect(close({ consumptionKwh: -1 })).toThrow(RangeError);
    expect(close({ consumptionKwh: 1.5 })).toThrow(RangeError);
    expect(close({ consumptionKwh: '10' })).toThrow(TypeError);
    expect(close({ unit: { id: 'uc-1', group: 'B' } })).toThrow(/connection/);
    expect(close({ allocations: [{ plantId: 'p', regime: 'GD_IV', kwh: 1 }] })).toThrow(TypeError);
    expect(
      close({
        allocations: [
          { plantId: 'p', regime: 'GD_II', kwh: 1 },
          { plantId: 'p', regime: 'GD_II', kwh: 2 },
        ],
      }),
    ).toThrow(/repeated/);
    expect(close({ lots: [{ ...lot('2026-01', 10), unitId: 'other' }] })).toThrow(/belongs to UC other/);
    expect(close({ lots: [lot('2026-05', 10)] })).toThrow(/not from before/);
    expect(close({ lots: [{ ...lot('2026-01', 10), status: 'ESGOTADO' }] })).toThrow(/balance/);
    expect(close({ contract: { mode: 'DESCONTO_TARIFA' } })).toThrow(/discountPpm/);
    const before2023 = exampleCycle('2022-05');
    expect(() =>
      closeUnitCycle(before2023, {
        unit: TRIFASICO_UC,
        consumptionKwh: 10,
        allocations: [{ plantId: 'p', regime: 'GD_II', kwh: 5 }],
      }),
    ).toThrow(/no Fio B rule for GD_II in 2022/);
  });
});
