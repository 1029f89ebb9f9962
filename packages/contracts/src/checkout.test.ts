import { describe, expect, it } from 'vitest';
import { checkoutSchema, expiryState, passesLuhn } from './checkout.ts';

describe('checkout checks', () => {
  it('runs the Luhn check on card numbers', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('5555-5555-5555-4444')).toBe(true);
    expect(passesLuhn('4111 1111 1111 1112')).toBe(false);
    expect(passesLuhn('4111')).toBe(false);
  });

  it('keeps a card valid through the last day of its month', () => {
    const now = new Date(2026, 10, 30, 23, 0);
    expect(expiryState('11/26', now)).toBe('valid');
    expect(expiryState('10/26', now)).toBe('expired');
    expect(expiryState('13/27', now)).toBe('invalid');
    expect(expiryState('1127', now)).toBe('invalid');
  });

  it('asks for the card only when paying by card', () => {
    const buyer = { name: 'Ana', email: 'ana@example.com', document: '529.982.247-25' };
    const blank = { card_name: '', card_number: '', card_expiry: '', card_cvc: '' };
    expect(checkoutSchema.safeParse({ ...buyer, ...blank, method: 'pix' }).success).toBe(true);
    const card = checkoutSchema.safeParse({
      ...buyer,
      ...blank,
      method: 'card',
      card_number: '4111111111111112',
    });
    expect(card.error?.issues.map((i) => `${String(i.path[0])}:${i.message}`)).toEqual([
      'card_name:required',
      'card_number:invalid_card_number',
      'card_expiry:required',
      'card_cvc:required',
    ]);
    const cvc = (card_number: string, card_cvc: string) =>
      checkoutSchema
        .safeParse({
          ...buyer,
          method: 'card',
          card_name: 'Ana',
          card_number,
          card_expiry: '12/99',
          card_cvc,
        })
        .error?.issues.map((i) => i.message) ?? [];
    // American Express (34/37) has a 4-digit CVC, the other brands 3.
    expect(cvc('3782 822463 10005', '123')).toEqual(['invalid_cvc_amex']);
    expect(cvc('3782 822463 10005', '1234')).toEqual([]);
    expect(cvc('4111 1111 1111 1111', '1234')).toEqual(['invalid_cvc']);
    expect(cvc('4111 1111 1111 1111', '123')).toEqual([]);
    const badDocument = checkoutSchema.safeParse({ ...buyer, ...blank, method: 'boleto', document: '123' });
    expect(badDocument.error?.issues[0]?.message).toBe('invalid_document');
  });
});
