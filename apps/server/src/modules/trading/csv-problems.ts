import type { CsvProblem } from '@alvorada/backtest';
import type { MessageCode } from '../../platform/http/messages.ts';

/** The engine describes CSV problems in English; each kind gets a code translated for the reader. */
const KINDS: [RegExp, MessageCode][] = [
  [/^missing value/, 'csv_missing_value'],
  [/^not a number/, 'csv_not_a_number'],
  [/^not a date/, 'csv_bad_time'],
  [/^high .* is below/, 'csv_high_below'],
  [/^low .* is above/, 'csv_low_above'],
  [/^negative volume/, 'csv_negative_volume'],
  [/^duplicate time/, 'csv_duplicate_time'],
  [/^time out of order/, 'csv_time_order'],
  [/^missing field/, 'csv_missing_field'],
  [/^(no \w+ column|cannot locate)/, 'csv_missing_column'],
  [/^no data/, 'csv_no_data'],
];

const csvProblemCode = (problem: CsvProblem): MessageCode =>
  KINDS.find(([pattern]) => pattern.test(problem.message))?.[1] ?? 'csv_invalid';

/** A problem of a candle file at its line and column, with the values its message names. */
export interface FileProblem {
  row: number;
  column: string;
  code: MessageCode;
  params?: Record<string, string>;
}

export const fileProblem = (problem: CsvProblem): FileProblem => ({
  row: problem.row,
  column: problem.column,
  code: csvProblemCode(problem),
});
