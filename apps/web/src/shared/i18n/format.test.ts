import { describe, expect, it } from 'vitest';
import { makeFormatters } from './format.ts';

// Intl separates a number from its unit or sign with a no-break space in some locales.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('energy and percent formats', () => {
  it('writes kWh with thousands separators up to 10.000 kWh and MWh above, in pt-BR', () => {
    const format = makeFormatters('pt-BR');
    expect(plain(format.energy(9_876.4))).toBe('9.876 kWh');
    expect(plain(format.energy(10_000))).toBe('10.000 kWh');
    expect(plain(format.energy(10_001))).toBe('10 MWh');
    expect(plain(format.energy(1_234_567))).toBe('1.234,6 MWh');
    expect(plain(format.percent(0.9345))).toBe('93,5%');
  });

  it('writes centavos as reais and a calendar day as dd/mm/aaaa in pt-BR, whatever the time zone', () => {
    const format = makeFormatters('pt-BR');
    expect(plain(format.centavos(123_456))).toBe('R$ 1.234,56');
    expect(format.day('2026-06-25')).toBe('25/06/2026');
    expect(format.day('2026-01-01')).toBe('01/01/2026');
  });

  it('follows the interface language', () => {
    expect(plain(makeFormatters('en').energy(1_234_567))).toBe('1,234.6 MWh');
    expect(plain(makeFormatters('fr').energy(9_876))).toBe('9 876 kWh');
  });

  it('keeps an amount and its Latin unit in one left-to-right run in Arabic, and only there', () => {
    const ar = makeFormatters('ar');
    expect(ar.energy(154_208)).toBe('\u2066154.2 MWh\u2069');
    expect(ar.money(2_314.09)).toMatch(/^\u2066.*2,314\.09.*R\$\u2069$/);
    expect(makeFormatters('pt-BR').energy(154_208)).toBe('154,2 MWh');
  });
});
