import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { crc16Ccitt } from '@alvorada/contracts';

/** The ID/length/value fields of an EMV payload (a BR Code). */
export function emv(payload: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    fields[payload.slice(at, at + 2)] = payload.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return fields;
}

/**
 * The BR Code an invoice PDF carries (its document subject), its CRC checked: the amount (field 54) and the
 * txid (field 05 of field 62).
 */
export async function invoicePdfBrCode(path: string) {
  const pdf = await PDFDocument.load(readFileSync(path));
  const code = pdf.getSubject()!;
  expect(code.slice(-4)).toBe(crc16Ccitt(code.slice(0, -4)));
  const fields = emv(code);
  return { code, amount: fields['54'], txid: emv(fields['62']!)['05'] };
}
