import type { ListQuery, Page } from '@alvorada/contracts';
import { AppError } from '../http/errors.ts';
import { pageOf } from './list.ts';

type Sortable = string | number | null;

/** How a list of computed rows is searched and ordered: the same contract as the SQL lists. */
export interface ComputedListSpec<Row> {
  /** The texts `?search=` looks in, ignoring case and accents. */
  searchIn: (row: Row) => string[];
  /** What `?ordering=` may name; any other field answers 400. */
  ordering: Record<string, (row: Row) => Sortable>;
  defaultOrdering: string;
  /** The tie-breaker, so that pages never overlap. */
  key: (row: Row) => number;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The rows in `?ordering=` order (the spec's default when absent); an ordering it does not allow is a 400.
 * Texts sort as the SQL lists sort them: without case and accents ("Úrsula" among the u's), then as
 * written. Nulls stay last whichever the direction: a row without the figure is never the "largest".
 */
export function orderRows<Row>(rows: Row[], spec: ComputedListSpec<Row>, ordering?: string): Row[] {
  const wanted = ordering || spec.defaultOrdering;
  const descending = wanted.startsWith('-');
  const value = spec.ordering[descending ? wanted.slice(1) : wanted];
  if (!value) throw new AppError(400, 'invalid_ordering', { fields: { ordering: ['invalid_ordering'] } });
  const sign = descending ? -1 : 1;
  // Each row's key is computed once: folding inside the comparison would fold every text about 17 times.
  const keyed = rows.map((row) => {
    const raw = value(row);
    return { row, raw, folded: typeof raw === 'string' ? fold(raw) : raw, key: spec.key(row) };
  });
  keyed.sort((a, b) => {
    if (a.raw === null || b.raw === null) return a.raw === b.raw ? a.key - b.key : a.raw === null ? 1 : -1;
    return sign * (compare(a.folded!, b.folded!) || compare(a.raw, b.raw)) || a.key - b.key;
  });
  return keyed.map((k) => k.row);
}

/**
 * One page of rows that no single query yields (figures computed per row in the process), searched,
 * ordered and paged as `listPage` does in SQL: the envelope, the links and the errors are the same.
 * `presorted` rows are already in the default order, which is then not computed again.
 */
export function computedPage<Row>(
  rows: Row[],
  spec: ComputedListSpec<Row>,
  query: ListQuery,
  url: string,
  { presorted = false } = {},
): Page<Row> {
  const term = query.search ? fold(query.search.trim()) : '';
  const found = term
    ? rows.filter((row) => spec.searchIn(row).some((text) => fold(text).includes(term)))
    : rows;
  const start = (query.page - 1) * query.page_size;
  const sorted =
    presorted && (query.ordering || spec.defaultOrdering) === spec.defaultOrdering
      ? found
      : orderRows(found, spec, query.ordering);
  return pageOf(url, query, found.length, sorted.slice(start, start + query.page_size));
}
