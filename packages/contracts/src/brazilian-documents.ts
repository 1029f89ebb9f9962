/**
 * Brazilian identifiers and contact formats: CPF and CNPJ with their mod-11 check digits, CEP and phone
 * numbers. Punctuation is ignored everywhere; a value is stored as typed.
 */

const digitsOf = (value: string) => value.replace(/[.\-/\s()+]/g, '');

/** The CPF's check digit after `digits` (weights 2 upwards from the right; a rest of 10 counts as 0). */
function cpfDigit(digits: readonly number[]) {
  const sum = digits.reduce((s, d, i) => s + d * (digits.length + 1 - i), 0);
  return ((sum * 10) % 11) % 10;
}

/** The CNPJ's check digit after `digits` (weights 2–9 repeating from the right; a rest under 2 counts as 0). */
function cnpjDigit(digits: readonly number[]) {
  const sum = digits.reduce((s, d, i) => s + d * (((digits.length - 1 - i) % 8) + 2), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function withCheckDigits(base: string, digit: (digits: readonly number[]) => number) {
  const digits = base.split('').map(Number);
  for (let n = 0; n < 2; n++) digits.push(digit(digits));
  return digits.join('');
}

/** A CPF (11 digits) from its 9-digit base, with its two check digits. */
export const cpfWithCheckDigits = (base: string) => withCheckDigits(base.padStart(9, '0'), cpfDigit);

/** A CNPJ (14 digits) from its 12-digit base (root and branch), with its two check digits. */
export const cnpjWithCheckDigits = (base: string) => withCheckDigits(base.padStart(12, '0'), cnpjDigit);

/** Brazilian CPF: 11 digits whose last two are check digits; eleven equal digits are refused. */
export function isValidCpf(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return cpfWithCheckDigits(digits.slice(0, 9)) === digits;
}

/** Brazilian CNPJ: 14 digits whose last two are check digits; fourteen equal digits are refused. */
export function isValidCnpj(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  return cnpjWithCheckDigits(digits.slice(0, 12)) === digits;
}

/** CEP: eight digits, `01310-100` or `01310100`. */
export const isValidCep = (value: string) =>
  /^\d{5}-?\d{3}$/.test(value.trim()) && !/^0{5}-?0{3}$/.test(value);

/**
 * A Brazilian phone number with its area code (DDD 11–99, no zero): a landline of 8 digits starting 2–5 or a
 * mobile of 9 digits starting 9, optionally after +55: `(11) 98765-4321`, `+55 11 3333-4444`.
 */
export function isValidPhone(value: string): boolean {
  let digits = digitsOf(value);
  if (value.trim().startsWith('+')) {
    if (!digits.startsWith('55')) return false;
    digits = digits.slice(2);
  }
  return /^[1-9][1-9](?:[2-5]\d{7}|9\d{8})$/.test(digits);
}
