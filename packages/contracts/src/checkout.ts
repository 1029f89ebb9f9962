import { z } from 'zod';
import './zod-config.ts';
import { isValidCnpj, isValidCpf } from './brazilian-documents.ts';
import { safeString } from './schema-helpers.ts';

/** A card number passes the Luhn check (13 to 19 digits; spaces and hyphens ignored). */
export function passesLuhn(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** `MM/AA` whose month has not ended by `now`: a card is valid through the last day of its month. */
export function expiryState(value: string, now = new Date()): 'valid' | 'invalid' | 'expired' {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return 'invalid';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'invalid';
  const endOfMonth = new Date(2000 + Number(match[2]), month, 1);
  return endOfMonth > now ? 'valid' : 'expired';
}

/** American Express numbers start with 34 or 37; their CVC has 4 digits, every other brand's 3. */
export const isAmex = (cardNumber: string) => /^3[47]/.test(cardNumber.replace(/\D/g, ''));
export const cvcLength = (cardNumber: string) => (isAmex(cardNumber) ? 4 : 3);

export const CHECKOUT_METHODS = ['card', 'pix', 'boleto'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];
export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

const required = (max: number) => safeString().trim().min(1, { message: 'required' }).max(max);

/** The checkout form: the buyer, a valid CPF or CNPJ, and the card's details when paying by card. */
export const checkoutSchema = z
  .object({
    name: required(120),
    email: z.email({ message: 'invalid_email' }).max(200),
    document: safeString()
      .trim()
      .min(1, { message: 'required' })
      .refine((v) => isValidCpf(v) || isValidCnpj(v), { message: 'invalid_document' }),
    method: z.enum(CHECKOUT_METHODS),
    card_name: safeString().trim().max(120),
    card_number: safeString().trim(),
    card_expiry: safeString().trim(),
    card_cvc: safeString().trim(),
  })
  .superRefine((value, ctx) => {
    if (value.method !== 'card') return;
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!value.card_name) issue('card_name', 'required');
    if (!value.card_number) issue('card_number', 'required');
    else if (!passesLuhn(value.card_number)) issue('card_number', 'invalid_card_number');
    const expiry = expiryState(value.card_expiry);
    if (!value.card_expiry) issue('card_expiry', 'required');
    else if (expiry === 'invalid') issue('card_expiry', 'invalid_card_expiry');
    else if (expiry === 'expired') issue('card_expiry', 'card_expired');
    if (!value.card_cvc) issue('card_cvc', 'required');
    else if (!new RegExp(`^\\d{${cvcLength(value.card_number)}}$`).test(value.card_cvc))
      issue('card_cvc', isAmex(value.card_number) ? 'invalid_cvc_amex' : 'invalid_cvc');
  });
export type CheckoutInput = z.infer<typeof checkoutSchema>;
