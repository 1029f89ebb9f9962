import { describe, expect, it } from 'vitest';
import {
  expectedGeneration,
  performanceIndex,
  performanceRatio,
  revenuePerKwh,
  specificYield,
  yearsOfOperation,
  type GenerationModel,
} from '../src/index.ts';

const IRRADIATION = {
  'São Paulo': [5.2, 5.5, 4.8, 4.2, 3.5, 3.2, 3.3, 4.1, 4.2, 4.8, 5.2, 5.6],
  'Belo Horizonte': [5.6, 6.0, 5.3, 4.9, 4.3, 4.1, 4.3, 5.0, 5.3, 5.5, 5.2, 5.5],
  Fortaleza: [5.6, 5.5, 5.1, 4.8, 5.0, 5.1, 5.4, 6.0, 6.3, 6.4, 6.3, 6.0],
  'Porto Alegre': [6.3, 5.7, 4.9, 3.8, 2.9, 2.4, 2.6, 3.3, 3.9, 5.1, 6.2, 6.6],
};
const YIELDS = {
  'São Paulo': [125.7, 120.1, 116.1, 98.3, 84.6, 74.9, 79.8, 99.1, 98.3, 116.1, 121.7, 135.4],
  'Belo Horizonte': [135.4, 131.0, 128.2, 114.7, 104.0, 95.9, 104.0, 120.9, 124.0, 133.0, 121.7, 133.0],
  Fortaleza: [135.4, 120.1, 123.3, 112.3, 120.9, 119.3, 130.6, 145.1, 147.4, 154.8, 147.4, 145.1],
  'Porto Alegre': [152.3, 124.5, 118.5, 88.9, 70.1, 56.2, 62.9, 79.8, 91.3, 123.3, 145.1, 159.6],
};
const ANNUAL = { 'São Paulo': 1270, 'Belo Horizonte': 1446, Fortaleza: 1602, 'Porto Alegre': 1272 };

const plant = (monthlyIrradiation: number[], dcPowerKwp = 1000): GenerationModel => ({
  dcPowerKwp,
  monthlyIrradiation,
  performanceRatio: 0.78,
  annualDegradation: 0,
  injectionStart: '2025-01-01',
});
const months2025 = Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`);

describe('expected generation (§3.6)', () => {
  it('expects 95 940 kWh in June and 1 445 730 kWh a year for the BH plant', () => {
    const bh = plant(IRRADIATION['Belo Horizonte']);
    expect(expectedGeneration(bh, '2025-06')).toBe(95_940);
    expect(months2025.reduce((sum, month) => sum + expectedGeneration(bh, month), 0)).toBe(1_445_730);
  });

  for (const city of Object.keys(IRRADIATION) as (keyof typeof IRRADIATION)[]) {
    it(`reproduces the monthly yields of ${city} (kWh/kWp, PR 0,78)`, () => {
      const kwh = months2025.map((month) => expectedGeneration(plant(IRRADIATION[city]), month));
      expect(kwh.map((value) => Math.round(value / 100) / 10)).toEqual(YIELDS[city]);
      expect(Math.round(kwh.reduce((sum, value) => sum + value, 0) / 1000)).toBe(ANNUAL[city]);
    });
  }

  it('uses 29 days in a leap February and applies degradation per whole year of operation', () => {
    const bh = plant(IRRADIATION['Belo Horizonte'], 1);
    expect(expectedGeneration({ ...bh, dcPowerKwp: 1000 }, '2028-02')).toBe(Math.round(1000 * 6 * 29 * 0.78));
    const aging = { ...bh, dcPowerKwp: 1000, annualDegradation: 0.005, injectionStart: '2025-06-15' };
    expect(yearsOfOperation('2025-06-15', '2026-06')).toBe(0);
    expect(yearsOfOperation('2025-06-15', '2026-07')).toBe(1);
    expect(yearsOfOperation('2025-06-01', '2026-06')).toBe(1);
    expect(expectedGeneration(aging, '2026-06')).toBe(95_940);
    expect(yearsOfOperation('2025-06-15', '2027-07')).toBe(2);
    expect(expectedGeneration(aging, '2027-07')).toBe(Math.round(1000 * 4.3 * 31 * 0.78 * 0.995 ** 2));
  });

  it('rejects malformed models', () => {
    const bh = plant(IRRADIATION['Belo Horizonte']);
    expect(() => expectedGeneration({ ...bh, monthlyIrradiation: [5] }, '2025-06')).toThrow(RangeError);
    expect(() => expectedGeneration({ ...bh, performanceRatio: 1.2 }, '2025-06')).toThrow(RangeError);
    expect(() => expectedGeneration(bh, '2025-6')).toThrow(RangeError);
  });
});

describe('performance and revenue per kWh (§3.6, §3.8)', () => {
  it('computes PI, PR and yield of the BH example', () => {
    expect(performanceIndex(88_000, 95_940).toFixed(3)).toBe('0.917');
    expect(performanceRatio(88_000, 1000, 4.0, 30).toFixed(3)).toBe('0.733');
    expect(specificYield(1_445_730, 1000)).toBeCloseTo(1445.73, 10);
    expect(() => performanceIndex(1, 0)).toThrow(RangeError);
  });

  it('gives ≈ R$ 0,628 per kWh generated for the BH plant', () => {
    const receivedCentavos = Math.round(1_445_730 * 0.97 * 66.07 * 0.98);
    expect(Math.round(receivedCentavos / 100)).toBe(908_007);
    expect(revenuePerKwh(receivedCentavos, 1_445_730)).toBeCloseTo(0.628, 3);
    expect(revenuePerKwh(100, 0)).toBe(0);
  });
});
