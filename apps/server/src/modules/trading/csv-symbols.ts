import { closestName } from '../../platform/closest-name.ts';
import type { FileProblem } from './csv-problems.ts';

/** Header names of the column that names the asset (Profit/B3's `Ativo`, `Ticker`, `Symbol`…). */
const SYMBOL_HEADERS = ['ativo', 'ticker', 'symbol', 'papel', 'codigo', 'asset'];
/** A field that reads as a number or a date, as a data line holds and a header does not. */
const VALUE = /^[\d\s.,:/+-]+$/;
const TICKER = /^[A-Za-z][A-Za-z0-9.]{1,15}$/;

const plain = (field: string) => field.trim().replace(/^"|"$/g, '');
const header = (field: string) => plain(field).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The assets a file names, each with the first line naming it: its `Ativo`/`Ticker` column, or the leading
 * ticker of a headerless Profit/B3 line (`PETR4;02/01/2024;…`). The engine reads the bars and skips it.
 */
function namedSymbols(content: string) {
  const lines = content.split(/\r?\n/);
  const delimiter = [';', '\t', ','].find((d) => lines[0]!.includes(d)) ?? ',';
  const fields = (line: string) => line.split(delimiter).map(plain);
  const first = fields(lines[0]!);
  const hasHeader = !first.some((field) => VALUE.test(field));
  const index = hasHeader
    ? first.findIndex((field) => SYMBOL_HEADERS.includes(header(field)))
    : TICKER.test(first[0]!)
      ? 0
      : -1;
  const symbols = new Map<string, number>();
  if (index >= 0)
    lines.forEach((line, i) => {
      const symbol = fields(line)[index];
      if ((i > 0 || !hasHeader) && symbol && !symbols.has(symbol)) symbols.set(symbol, i + 1);
    });
  return { column: hasHeader && index >= 0 ? first[index]! : 'ticker', symbols };
}

/**
 * A line naming another asset than the instrument's: the instrument of that symbol when the reader sees
 * one, else the symbol it most likely meant among those the reader sees.
 */
export async function otherSymbols(
  content: string,
  symbol: string,
  visibleSymbols: () => Promise<string[]>,
): Promise<FileProblem[]> {
  const { column, symbols } = namedSymbols(content);
  const others = [...symbols].filter(([found]) => found.toUpperCase() !== symbol.toUpperCase());
  if (!others.length) return [];
  const known = await visibleSymbols();
  return others.map(([found, row]): FileProblem => {
    const exact = known.find((name) => name.toUpperCase() === found.toUpperCase());
    if (exact) return { row, column, code: 'csv_symbol_other', params: { found: exact } };
    const meant = closestName(found, known);
    return meant
      ? { row, column, code: 'csv_symbol_meant', params: { found, name: meant } }
      : { row, column, code: 'csv_symbol_unknown', params: { found, symbol } };
  });
}
