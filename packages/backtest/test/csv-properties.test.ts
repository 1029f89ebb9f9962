import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvFormatError, type Ohlcv, parseCsv } from '../src/index.ts';
import { csvText, validCsvText } from './csv-generated.ts';

const bits = (values: Float64Array | number[]): number[] =>
  Array.from(new Uint8Array(Float64Array.from(values).buffer));

/** The parsed columns, or the problems reported, as comparable plain data. */
function outcome(parse: () => Ohlcv): object {
  try {
    const data = parse();
    return Object.fromEntries(Object.entries(data).map(([key, column]) => [key, bits(column)]));
  } catch (error) {
    expect(error).toBeInstanceOf(CsvFormatError);
    return { message: (error as Error).message, problems: (error as CsvFormatError).problems };
  }
}

describe('parseCsv on generated files', () => {
  it('reads every well-formed file to the written values, bit for bit, in time order', () => {
    fc.assert(
      fc.property(validCsvText, ({ text, expected }) => {
        const data = parseCsv(text);
        for (const key of ['time', 'open', 'high', 'low', 'close', 'volume'] as const) {
          expect(bits(data[key])).toEqual(bits(expected[key]));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same columns or the same problems from the text and from its UTF-8 bytes', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          csvText,
          validCsvText.map((v) => v.text),
        ),
        (text) => {
          expect(outcome(() => parseCsv(new TextEncoder().encode(text)))).toEqual(
            outcome(() => parseCsv(text)),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
