import { describe, expect, it } from 'vitest';
import {
  closeUnitCycle,
  energyValueCentavos,
  expireLots,
  expiringKwh,
  lotExpiry,
  type CreditLot,
} from '../src/index.ts';
import { EXAMPLE_TAXED, exampleCycle } from './example-tariff.ts';
import { lot, TRIFASICO_UC } from './lots.ts';

const L1 = lot('2021-02', 15);
const L2 = lot('2021-03', 40);
const L3 = lot('2021-04', 25);
const L4 = lot('2023-10', 200);

describe('credit expiry, FIFO by vintage, 60 months (§3.3)', () => {
  it('runs the three cycles of the worked example', () => {
    const run = (cycle: string, lots: readonly CreditLot[], consumptionKwh: number, excedente = 0) =>
      closeUnitCycle(exampleCycle(cycle), {
        unit: TRIFASICO_UC,
        consumptionKwh,
        allocations: excedente ? [{ plantId: 'usina-1', regime: 'GD_II', kwh: excedente }] : [],
        lots,
      });
    const active = (lots: readonly CreditLot[]) =>
      lots.filter((l) => l.status === 'ATIVO').map((l) => [l.originCycle, l.balanceKwh]);

    const february = run('2026-02', [L1, L2, L3, L4], 10);
    expect(february.movements.map((m) => [m.lotId, m.type, m.kwh])).toEqual([
      ['L-2021-02', 'EXPIRACAO', -15],
      ['L-2021-03', 'COMPENSACAO', -10],
    ]);
    expect(active(february.lots)).toEqual([
      ['2021-03', 30],
      ['2021-04', 25],
      ['2023-10', 200],
    ]);

    const march = run('2026-03', february.lots, 50);
    expect(march.movements.map((m) => [m.lotId, m.type, m.kwh])).toEqual([
      ['L-2021-03', 'EXPIRACAO', -30],
      ['L-2021-04', 'COMPENSACAO', -25],
      ['L-2023-10', 'COMPENSACAO', -25],
    ]);
    expect(active(march.lots)).toEqual([['2023-10', 175]]);

    const april = run('2026-04', march.lots, 100, 160);
    expect(april.expiredKwh).toBe(0);
    expect(april.newLots.map((l) => [l.originCycle, l.balanceKwh, l.expiresAt])).toEqual([
      ['2026-04', 60, '2031-04'],
    ]);
    expect(active(april.lots)).toEqual([
      ['2023-10', 175],
      ['2026-04', 60],
    ]);

    const expired = february.expiredKwh + march.expiredKwh + april.expiredKwh;
    expect(expired).toBe(45);
    expect(energyValueCentavos(expired, EXAMPLE_TAXED.fullMicros)).toBe(4_411);
  });

  it('shows 80 kWh "a expirar em 3 meses" at the close of 2026-01', () => {
    expect(expiringKwh([L1, L2, L3, L4], '2026-01', 3)).toBe(80);
  });

  it('writes no EXPIRACAO for a lot already at zero', () => {
    const used = { ...L1, balanceKwh: 0, status: 'ESGOTADO' as const };
    expect(expireLots([used, L2], '2026-03', 'uc-1').movements).toEqual([
      { lotId: 'L-2021-03', unitId: 'uc-1', cycle: '2026-03', type: 'EXPIRACAO', kwh: -40 },
    ]);
  });

  it('counts validity as a setting: last use in M+59 by default, M+60 as the alternative', () => {
    const base = { taxFormula: 'NOVA', gd1Minimum: 'PRESERVA_CREDITOS', gd2Minimum: 'MAIOR_ENTRE' } as const;
    expect(
      lotExpiry('2026-01', { ...base, creditValidityMonths: 60, expiryCounting: 'ULTIMO_USO_M59' }),
    ).toBe('2031-01');
    expect(
      lotExpiry('2026-01', { ...base, creditValidityMonths: 60, expiryCounting: 'ULTIMO_USO_M60' }),
    ).toBe('2031-02');
  });

  it('rejects a malformed cycle', () => {
    expect(() => expireLots([L1], '2026-13', 'uc-1')).toThrow(RangeError);
    expect(() => expiringKwh([L1], '2026-01', -1)).toThrow(RangeError);
  });
});
