import { z } from 'zod';
import { parseDecimal } from '@/shared/ui/form/decimal.ts';
import { parseCentavos } from './money-input.ts';

/*
 * A record form's fields hold text; these read it into the number its record stores before the record's own
 * schema checks it, so that the form says the same as the server. An empty field reads as missing.
 */

const read = (parse: (text: string) => number | null) => (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (!value.trim()) return undefined;
  return parse(value) ?? Number.NaN;
};

/** A number typed with a comma or a dot: "5,25" or "5.25". */
export const decimalText = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(read(parseDecimal), schema);

/** A share typed in percent ("78,5") stored as a fraction (0.785). */
export const percentText = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(
    read((text) => parseDecimal(text) / 100),
    schema,
  );

/** Money typed as "1.234,56" or "R$ 406,35", stored in centavos. */
export const centavosField = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(read(parseCentavos), schema);

/** Parts per million typed in percent ("15" for 150 000 ppm). */
export const ppmText = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(
    read((text) => Math.round(parseDecimal(text) * 10_000)),
    schema,
  );

/** Micro-reais per kWh typed in R$/kWh ("0,28512" for 285 120). */
export const microsText = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(
    read((text) => Math.round(parseDecimal(text) * 1_000_000)),
    schema,
  );

/** A record picked from a list, whose value is its id as text; "" for none. */
export const pickedId = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? null : typeof value === 'string' ? Number(value) : value), schema);

/** A number as its field shows it to edit: a comma where the language writes one. */
export const numberText = (value: number | null | undefined, locale: string, scale = 1) => {
  if (value === null || value === undefined) return '';
  const text = String(Number((value * scale).toFixed(6)));
  return ['pt', 'fr'].some((language) => locale.startsWith(language)) ? text.replace('.', ',') : text;
};
