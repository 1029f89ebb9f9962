import { describe, expect, it } from 'vitest';
import { centavosText, parseCentavos } from './money-input.ts';

describe('amounts typed in a payment', () => {
  it('reads reais in the Brazilian and the English way into centavos', () => {
    expect(parseCentavos('396,44')).toBe(39_644);
    expect(parseCentavos('R$ 1.234,56')).toBe(123_456);
    expect(parseCentavos('406.35')).toBe(40_635);
    expect(parseCentavos('10')).toBe(1_000);
  });

  it('refuses what is not an amount', () => {
    expect(parseCentavos('')).toBeNull();
    expect(parseCentavos('12,345')).toBeNull();
    expect(parseCentavos('-5')).toBeNull();
    expect(parseCentavos('abc')).toBeNull();
  });

  it('shows centavos to edit without grouping, in the interface language', () => {
    expect(centavosText(123_456, 'pt-BR')).toBe('1234,56');
    expect(centavosText(39_644, 'en')).toBe('396.44');
    expect(parseCentavos(centavosText(123_456, 'pt-BR'))).toBe(123_456);
  });
});
