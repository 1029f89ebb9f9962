import { describe, expect, it } from 'vitest';
import { maskCardNumber, maskCep, maskCvc, maskDocument, maskExpiry, maskPhone, unmask } from './masks.ts';

describe('input masks', () => {
  it('formats a CPF, then a CNPJ once more digits come, dropping anything else', () => {
    expect(maskDocument('5299822')).toBe('529.982.2');
    expect(maskDocument('52998224725')).toBe('529.982.247-25');
    expect(maskDocument('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(maskDocument('112223330001819999')).toBe('11.222.333/0001-81');
    expect(maskDocument('abc')).toBe('');
  });

  it('groups card numbers as printed, American Express 4-6-5', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('4111 1111 1111 1111 9999')).toBe('4111 1111 1111 1111 999');
    expect(maskCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(maskCardNumber('3782822463100059')).toBe('3782 822463 10005');
  });

  it('writes the expiry as MM/AA', () => {
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('5')).toBe('05');
    expect(maskExpiry('12')).toBe('12');
    expect(maskExpiry('12/')).toBe('12/');
    expect(maskExpiry('1229')).toBe('12/29');
    expect(maskExpiry('12/299')).toBe('12/29');
  });

  it('keeps as many CVC digits as the brand has', () => {
    expect(maskCvc('12a34', 3)).toBe('123');
    expect(maskCvc('12345', 4)).toBe('1234');
  });

  it('writes a CEP as 00000-000 and a phone with its area code, landline or mobile, as typed or pasted', () => {
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310-1009')).toBe('01310-100');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(unmask('529.982.247-25')).toBe('52998224725');
  });
});
