import { createHash } from 'node:crypto';
import type { MessageCode } from '../../platform/http/messages.ts';

export interface TableRow {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  values: Record<string, string>;
}
export interface RowError {
  line: number;
  field: string;
  code: MessageCode;
  /** Values the message names (the plant it most likely meant). */
  params?: Record<string, string>;
}

export const contentHash = (content: string) => createHash('sha256').update(content).digest('hex');

/**
 * A `;`-separated table (`,` when the header has no `;`), UTF-8 with or without BOM, header names
 * case-insensitive; a JSON array of objects is read as the same table. JSON that does not parse, or is not
 * such an array, throws.
 */
export function readTable(content: string): { columns: string[]; rows: TableRow[] } {
  const text = content.replace(/^\uFEFF/, '').trim();
  if (text.startsWith('[') || text.startsWith('{')) {
    const items: unknown = JSON.parse(text);
    if (
      !Array.isArray(items) ||
      items.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))
    )
      throw new SyntaxError('not an array of objects');
    const rows = (items as Record<string, unknown>[]).map((item, index) => ({
      line: index + 1,
      values: Object.fromEntries(
        Object.entries(item).map(([key, value]) => [key.toLowerCase(), value === null ? '' : String(value)]),
      ),
    }));
    return { columns: [...new Set(rows.flatMap((row) => Object.keys(row.values)))], rows };
  }
  const lines = text.split(/\r?\n/);
  const separator = lines[0]!.includes(';') ? ';' : ',';
  const columns = lines[0]!.split(separator).map((name) => name.trim().toLowerCase());
  const rows: TableRow[] = [];
  lines.slice(1).forEach((raw, index) => {
    if (!raw.trim()) return;
    const cells = raw.split(separator);
    rows.push({
      line: index + 2,
      values: Object.fromEntries(columns.map((name, i) => [name, (cells[i] ?? '').trim()])),
    });
  });
  return { columns, rows };
}

/** A decimal in pt-BR (`1.234,5`) or plain (`1234.5`) notation, as [integer part, fraction digits]. */
function decimalParts(text: string): [string, string] | null {
  const cleaned = text.replace(/^R\$\s*/, '').replace(/\s/g, '');
  const normalized = cleaned.includes(',') ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned;
  const match = /^(-?\d+)(?:\.(\d+))?$/.exec(normalized);
  return match ? [match[1]!, match[2] ?? ''] : null;
}

export function parseDecimal(text: string): number | null {
  const parts = decimalParts(text);
  return parts ? Number(`${parts[0]}.${parts[1] || '0'}`) : null;
}

/** Value × 10^scale as an exact integer, rounded half-up on the first dropped digit. */
export function parseScaled(text: string, scale: number): number | null {
  const parts = decimalParts(text);
  if (!parts) return null;
  const [whole, fraction] = parts;
  const digits = fraction.padEnd(scale + 1, '0');
  const negative = whole.startsWith('-');
  const magnitude = Number(whole.replace('-', '')) * 10 ** scale + Number(digits.slice(0, scale) || '0');
  const rounded = magnitude + (Number(digits[scale]) >= 5 ? 1 : 0);
  return negative ? -rounded : rounded;
}

/** `dd/mm/aaaa` or ISO `aaaa-mm-dd`, checked against the calendar. */
export function parseDate(text: string): string | null {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : text;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** `aaaa-mm` or `mm/aaaa`. */
export function parseCycle(text: string): string | null {
  const br = /^(\d{2})\/(\d{4})$/.exec(text);
  const cycle = br ? `${br[2]}-${br[1]}` : text;
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(cycle) ? cycle : null;
}
