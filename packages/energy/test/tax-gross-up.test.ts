import { describe, expect, it } from 'vitest';
import { grossUpFactor, grossUpMicros, includedTaxes, taxedTariff, toMicros, toPpm } from '../src/index.ts';
import { EXAMPLE_TARIFF, EXAMPLE_TAXED, EXAMPLE_TAXES, exampleCycle } from './example-tariff.ts';

describe('tax gross-up (§3.1)', () => {
  it('computes g with the new and the old formula', () => {
    expect(grossUpFactor(EXAMPLE_TAXES, 'NOVA').toFixed(6)).toBe('1.307087');
    expect(grossUpFactor(EXAMPLE_TAXES, 'ANTIGA').toFixed(6)).toBe('1.328021');
  });

  it('grosses up T and FB dividing exactly and rounding half-up to 6 decimals', () => {
    expect(EXAMPLE_TAXED).toEqual({
      fullMicros: 980_315,
      fioBMicros: 287_559,
      fioAMicros: 0,
      chargesMicros: 0,
    });
    expect(taxedTariff(EXAMPLE_TARIFF, EXAMPLE_TAXES, 'ANTIGA').fullMicros).toBe(996_016);
    expect(grossUpMicros(toMicros(0.75), EXAMPLE_TAXES)).toBe(980_315);
  });

  it('gives f = 0,60 × FB = 0,1725354 R$/kWh for GD II in 2026', () => {
    // pico-reais per kWh: 0,1725354 R$ = 172 535 400 000 × 10^-12
    expect(exampleCycle('2026-05').transport.GD_II?.picoPerKwh).toBe(172_535_400_000n);
  });

  it('leaves a tariff unchanged without taxes', () => {
    expect(grossUpMicros(123_456, { icmsPpm: 0, pisPpm: 0, cofinsPpm: 0 })).toBe(123_456);
  });

  it('rejects bad rates and components', () => {
    expect(() => grossUpFactor({ icmsPpm: toPpm(0.5), pisPpm: toPpm(0.3), cofinsPpm: toPpm(0.2) })).toThrow(
      RangeError,
    );
    expect(() => grossUpMicros(1.5, EXAMPLE_TAXES)).toThrow(RangeError);
    expect(() => grossUpMicros(1, { ...EXAMPLE_TAXES, icmsPpm: '18' as unknown as number })).toThrow(
      TypeError,
    );
    expect(() => grossUpMicros(1, EXAMPLE_TAXES, 'OUTRA' as 'NOVA')).toThrow(TypeError);
    expect(() => taxedTariff({ ...EXAMPLE_TARIFF, fioBMicros: toMicros(0.5) }, EXAMPLE_TAXES)).toThrow(
      /TUSD/,
    );
    expect(() => toMicros(0.1234567)).toThrow(/6 decimals/);
  });

  it('tells the ICMS, PIS and COFINS a taxed amount contains, leaving the amount without taxes', () => {
    // R$ 98,03 = 100 kWh × 0,980315 (NOVA, ICMS 18 %, PIS 1,2 %, COFINS 5,5 %) holds
    // 100 kWh × 0,75 = R$ 75,00 without taxes.
    const nova = includedTaxes(9_803, EXAMPLE_TAXES);
    expect(nova).toEqual({ icmsCentavos: 1_765, pisCentavos: 96, cofinsCentavos: 442 });
    expect(9_803 - nova.icmsCentavos - nova.pisCentavos - nova.cofinsCentavos).toBe(7_500);
    // ANTIGA: every rate of the whole amount.
    expect(includedTaxes(10_000, EXAMPLE_TAXES, 'ANTIGA')).toEqual({
      icmsCentavos: 1_800,
      pisCentavos: 120,
      cofinsCentavos: 550,
    });
    expect(includedTaxes(0, EXAMPLE_TAXES)).toEqual({ icmsCentavos: 0, pisCentavos: 0, cofinsCentavos: 0 });
    expect(() => includedTaxes(-1, EXAMPLE_TAXES)).toThrow(RangeError);
  });
});
