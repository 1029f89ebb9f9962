import { describe, expect, it } from 'vitest';
import {
  cnpjWithCheckDigits,
  cpfWithCheckDigits,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidPhone,
} from './brazilian-documents.ts';

describe('Brazilian documents', () => {
  it('accepts CPFs whose check digits match and refuses wrong digits or one repeated digit', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224726')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });

  it('accepts valid CNPJs and refuses a wrong check digit or a repeated digit', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('52998224725')).toBe(false);
  });

  it('completes a base with the check digits the validators accept', () => {
    expect(cpfWithCheckDigits('529982247')).toBe('52998224725');
    expect(cnpjWithCheckDigits('112223330001')).toBe('11222333000181');
    for (let base = 1000; base < 1100; base++) {
      expect(isValidCpf(cpfWithCheckDigits(String(base * 7919)))).toBe(true);
      expect(isValidCnpj(cnpjWithCheckDigits(`${base * 7919}0001`))).toBe(true);
    }
  });

  it('takes CEPs with or without the hyphen', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('0131-0100')).toBe(false);
    expect(isValidCep('00000-000')).toBe(false);
    expect(isValidCep('1310100')).toBe(false);
  });

  it('takes landlines and mobiles with their area code, with or without +55', () => {
    for (const phone of ['(11) 98765-4321', '+55 11 98765-4321', '11 3333-4444', '+55 (21) 2555-0000'])
      expect(isValidPhone(phone), phone).toBe(true);
    for (const phone of [
      '98765-4321',
      '(01) 98765-4321',
      '(11) 8765-432',
      '+1 11 98765-4321',
      '11 1333-4444',
    ])
      expect(isValidPhone(phone), phone).toBe(false);
  });
});
