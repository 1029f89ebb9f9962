import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { offsetOf, orderingOf } from '../../platform/http/pagination.ts';

/** How a list endpoint pages, sorts, searches and filters (DESIGN §3); filters are equality on a column. */
export interface ListSpec {
  table: PgTable;
  ordering: Record<string, AnyPgColumn>;
  defaultOrdering: string;
  /** The tie-breaker that makes pages stable. */
  key: AnyPgColumn;
  search?: AnyPgColumn[];
  filters?: Record<string, AnyPgColumn>;
}

export function listWhere(spec: ListSpec, query: ListQuery & Record<string, unknown>, extra?: SQL) {
  const search = query.search?.trim();
  const conditions: (SQL | undefined)[] = [extra];
  if (search && spec.search) conditions.push(or(...spec.search.map((c) => ilike(c, `%${search}%`))));
  for (const [name, column] of Object.entries(spec.filters ?? {})) {
    if (query[name] !== undefined) conditions.push(eq(column, query[name]));
  }
  return and(...conditions);
}

/** One page of rows of `spec.table` and the total, by the query's ordering, search and filters. */
export async function listRows<T>(
  db: Executor,
  spec: ListSpec,
  query: ListQuery & Record<string, unknown>,
  extra?: SQL,
): Promise<{ total: number; rows: T[] }> {
  const where = listWhere(spec, query, extra);
  const names = Object.keys(spec.ordering);
  const { field, desc: descending } = orderingOf(query.ordering, names, spec.defaultOrdering as never);
  const column = spec.ordering[field]!;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(spec.table)
      .where(where)
      .orderBy(descending ? desc(column) : asc(column), asc(spec.key))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(spec.table).where(where),
  ]);
  return { total, rows: rows as T[] };
}
