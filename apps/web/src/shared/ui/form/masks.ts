import { isAmex } from '@alvorada/contracts';

/**
 * What masked fields show while a person types: only the digits that fit, grouped as printed on the
 * document or the card. Each mask is idempotent, so typing in the middle or pasting a formatted value works.
 */
const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Groups `value`'s digits by `sizes`, `separators[i]` before group i + 1. */
function group(value: string, sizes: number[], separators: string[]) {
  let out = '';
  let at = 0;
  sizes.forEach((size, i) => {
    const part = value.slice(at, at + size);
    if (!part) return;
    out += (i > 0 ? separators[i - 1] : '') + part;
    at += size;
  });
  return out;
}

/** CPF (000.000.000-00) up to 11 digits, CNPJ (00.000.000/0000-00) beyond. */
export function maskDocument(value: string) {
  const d = digits(value, 14);
  return d.length <= 11
    ? group(d, [3, 3, 3, 2], ['.', '.', '-'])
    : group(d, [2, 3, 3, 4, 2], ['.', '.', '/', '-']);
}

/** American Express as 4-6-5 (15 digits), other cards in fours up to 19 digits. */
export function maskCardNumber(value: string) {
  if (isAmex(value)) return group(digits(value, 15), [4, 6, 5], [' ', ' ']);
  return group(digits(value, 19), [4, 4, 4, 4, 3], [' ', ' ', ' ', ' ']);
}

/** MM/AA; a first digit above 1 can only be a month: "5" becomes "05". */
export function maskExpiry(value: string) {
  let d = digits(value, 4);
  if (/^[2-9]$/.test(d)) d = `0${d}`;
  return d.length >= 2 && (d.length > 2 || value.endsWith('/')) ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export const maskCvc = (value: string, length: number) => digits(value, length);

/** A CEP as 00000-000. */
export const maskCep = (value: string) => group(digits(value, 8), [5, 3], ['-']);

/** A Brazilian phone with its area code: (11) 3333-4444, or (11) 98765-4321 for a mobile. */
export function maskPhone(value: string) {
  const d = digits(value, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const local = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  return `(${d.slice(0, 2)}) ${group(local, [split, 4], ['-'])}`;
}

/** The digits of a masked value, as the server stores a document. */
export const unmask = (value: string) => value.replace(/\D/g, '');
