/** One problem found in a CSV file. */
export interface CsvProblem {
  /** 1-based line number in the file (the header, when present, is line 1). */
  row: number;
  /** The field: 'time', 'open', 'high', 'low', 'close', 'volume', or '' for the file as a whole. */
  column: string;
  message: string;
}

const LISTED_IN_MESSAGE = 20;

/** Every problem found while parsing a CSV file, thrown together once the whole file has been read. */
export class CsvFormatError extends Error {
  readonly problems: CsvProblem[];

  constructor(problems: CsvProblem[]) {
    const lines = problems
      .slice(0, LISTED_IN_MESSAGE)
      .map((p) => `  row ${p.row}${p.column ? `, ${p.column}` : ''}: ${p.message}`);
    if (problems.length > LISTED_IN_MESSAGE) lines.push(`  … and ${problems.length - LISTED_IN_MESSAGE} more`);
    super(`${problems.length} problem${problems.length === 1 ? '' : 's'} in CSV data:\n${lines.join('\n')}`);
    this.name = 'CsvFormatError';
    this.problems = problems;
  }
}
