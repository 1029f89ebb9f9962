import type { ListQuery, Page } from '@alvorada/contracts';
import { AppError } from '../http/errors.ts';
import { pageOf } from './list.ts';

type Sortable = string | number | null;

/** How a list of computed rows is searched and ordered: the same contract as the SQL lists. */
export interface ComputedListSpec<Row> {
  /** The texts `?search=` looks in, ignoring case and accents. */
  searchIn: (row: Row) => string[];
  /** What `?ordering=` may name; any other field answers 400. Texts sort in pt-BR order, nulls last. */
  ordering: Record<string, (row: Row) => Sortable>;
  defaultOrdering: string;
  /** The tie-breaker, so that pages never overlap. */
  key: (row: Row) => number;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

function compare(a: Sortable, b: Sortable) {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : Number(a) - Number(b);
}

/** The rows in `?ordering=` order (the spec's default when absent); an ordering it does not allow is a 400. */
export function orderRows<Row>(rows: Row[], spec: ComputedListSpec<Row>, ordering?: string): Row[] {
  const wanted = ordering || spec.defaultOrdering;
  const descending = wanted.startsWith('-');
  const value = spec.ordering[descending ? wanted.slice(1) : wanted];
  if (!value) throw new AppError(400, 'invalid_ordering', { fields: { ordering: ['invalid_ordering'] } });
  const sign = descending ? -1 : 1;
  return rows.toSorted((a, b) => {
    const [x, y] = [value(a), value(b)];
    // Nulls stay last whichever the direction: a row without the figure is never the "largest".
    const byValue = x === null || y === null ? compare(x, y) : sign * compare(x, y);
    return byValue || spec.key(a) - spec.key(b);
  });
}

/**
 * One page of rows that no single query yields (figures computed per row in the process), searched,
 * ordered and paged as `listPage` does in SQL: the envelope, the links and the errors are the same.
 */
export function computedPage<Row>(
  rows: Row[],
  spec: ComputedListSpec<Row>,
  query: ListQuery,
  url: string,
): Page<Row> {
  const sorted = orderRows(rows, spec, query.ordering);
  const term = query.search ? fold(query.search.trim()) : '';
  const found = term
    ? sorted.filter((row) => spec.searchIn(row).some((text) => fold(text).includes(term)))
    : sorted;
  const start = (query.page - 1) * query.page_size;
  return pageOf(url, query, found.length, found.slice(start, start + query.page_size));
}
