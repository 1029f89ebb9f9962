import { and, asc, Column, count, eq, is, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect, PgTable, PgView, SelectedFields } from 'drizzle-orm/pg-core';
import type { Action, AppAbility, ListQuery, Page, Subject } from '@alvorada/contracts';
import { AppError } from '../http/errors.ts';
import { accessibleWhere, type ConditionFields } from '../access/rule-conditions-sql.ts';
import type { Executor } from './client.ts';

/**
 * How one list pages, sorts, searches, filters and applies its readers' rules (DESIGN §9). Keys are the
 * API's field names, as the client sends them in `?ordering=` and in filters.
 */
export interface ListSpec {
  /** What `?ordering=` may name; any other field answers 400. Text columns sort in pt-BR order. */
  ordering: Record<string, SQLWrapper>;
  defaultOrdering: string;
  /** A unique column that breaks ties, so pages never overlap. */
  key: SQLWrapper;
  /** Text columns `?search=` looks in, ignoring case and accents. */
  search?: SQLWrapper[];
  /** Query parameters that must equal a column (enums, ids). */
  filters?: Record<string, SQLWrapper>;
  /**
   * The subject the rules name and the record fields their conditions may use. Lists of records that are not
   * the subject's (the audit log, the mailbox) leave it out: their routes require an unconditioned rule.
   */
  access?: { subject: Subject; fields: ConditionFields };
}

/** Where the rows come from: a table, or a join the caller writes once. */
export interface ListSource<Row> {
  rows(db: Executor, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<Row[]>;
  count(db: Executor, where: SQL | undefined): Promise<number>;
}

export type ListParams = Partial<ListQuery> & Record<string, unknown>;

/** The reader and what the list is read for (`read` unless an export or a bulk action says otherwise). */
export interface ListCaller {
  ability: AppAbility;
  action?: Action;
}

const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyyaaaaaaeeeeiiiiooooouuuucny';

/**
 * Lower case without accents, in SQL that PGlite and PostgreSQL both run (no unaccent, no ICU collation):
 * "Úrsula" and "ursula" compare equal and sort among the u's.
 */
export const folded = (value: SQLWrapper | string) => sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;

const TEXT_TYPES = new Set(['PgText', 'PgVarchar', 'PgChar']);
const isText = (column: SQLWrapper) => is(column, Column) && TEXT_TYPES.has(column.columnType);
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A table's (or a view's) rows as they are. */
export function tableSource<T extends PgTable | PgView>(table: T): ListSource<T['$inferSelect']> {
  return {
    rows: (db, where, orderBy, limit, offset) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as never,
    count: async (db, where) =>
      (
        await db
          .select({ n: count() })
          .from(table as PgTable)
          .where(where)
      )[0].n,
  };
}

/**
 * The fields `select` names from `from` and, when given, one joined table (inner, or `left` for a partner that
 * may be missing). The count reads the same join, so a condition may name the joined table's columns.
 */
export function joinSource<Row>(spec: {
  from: PgTable;
  select: SelectedFields;
  join?: { table: PgTable; on: SQL | undefined; left?: boolean };
}): ListSource<Row> {
  const { from, select, join } = spec;
  const joined = <Q extends PgSelect>(query: Q) =>
    !join ? query : join.left ? query.leftJoin(join.table, join.on) : query.innerJoin(join.table, join.on);
  return {
    rows: (db, where, orderBy, limit, offset) =>
      joined(db.select(select).from(from).$dynamic())
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as never,
    count: async (db, where) =>
      (await joined(db.select({ n: count() }).from(from).$dynamic()).where(where))[0]!.n,
  };
}

/** The WHERE of a list: the caller's rules, the search, the equality filters and any `extra` condition. */
export function listWhere(spec: ListSpec, query: ListParams, caller: ListCaller, extra?: SQL) {
  const conditions: (SQL | undefined)[] = [
    spec.access &&
      accessibleWhere(caller.ability, caller.action ?? 'read', spec.access.subject, spec.access.fields),
    extra,
  ];
  const search = typeof query.search === 'string' ? query.search.trim() : '';
  if (search && spec.search)
    conditions.push(
      or(...spec.search.map((column) => sql`${folded(column)} like ${folded(likePattern(search))}`)),
    );
  for (const [name, column] of Object.entries(spec.filters ?? {})) {
    if (query[name] !== undefined) conditions.push(eq(column, query[name]));
  }
  return and(...conditions);
}

/**
 * `?ordering=-field`: the field must be one the list allows (400 `invalid_ordering` otherwise). Rows without
 * the value come last in either direction: a missing figure is never the "largest".
 */
export function listOrder(spec: ListSpec, ordering: string | undefined): SQL[] {
  const wanted = ordering || spec.defaultOrdering;
  const descending = wanted.startsWith('-');
  const name = descending ? wanted.slice(1) : wanted;
  // An own property only: `__proto__` or `constructor` name no column.
  const column = Object.hasOwn(spec.ordering, name) ? spec.ordering[name] : undefined;
  if (!column) throw new AppError(400, 'invalid_ordering', { fields: { ordering: ['invalid_ordering'] } });
  const direction = descending ? (value: SQLWrapper) => sql`${value} desc nulls last` : asc;
  const keys = isText(column) ? [direction(folded(column)), direction(column)] : [direction(column)];
  return [...keys, direction(spec.key)];
}

/** The page envelope, with next/previous links that keep every other query parameter. */
export function pageOf<T>(url: string, query: ListQuery, count: number, results: T[]): Page<T> {
  const link = (page: number) => {
    const target = new URL(url, 'http://x');
    target.searchParams.set('page', String(page));
    target.searchParams.set('page_size', String(query.page_size));
    return `${target.pathname}${target.search}`;
  };
  const last = Math.max(1, Math.ceil(count / query.page_size));
  return {
    count,
    next: query.page < last ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(Math.min(query.page - 1, last)) : null,
    results,
  };
}

/** One page of a list as `{count, next, previous, results}`; `url` is the request's, for the links. */
export async function listPage<Row>(
  db: Executor,
  source: ListSource<Row>,
  spec: ListSpec,
  query: ListQuery & ListParams,
  request: ListCaller & { url: string; where?: SQL },
): Promise<Page<Row>> {
  const where = listWhere(spec, query, request, request.where);
  const orderBy = listOrder(spec, query.ordering);
  const [rows, total] = await Promise.all([
    source.rows(db, where, orderBy, query.page_size, (query.page - 1) * query.page_size),
    source.count(db, where),
  ]);
  return pageOf(request.url, query, total, rows);
}

/** Every row of the list as filtered, in batches, for exports: memory stays bounded whatever the count. */
export async function* listAll<Row>(
  db: Executor,
  source: ListSource<Row>,
  spec: ListSpec,
  query: ListParams,
  caller: ListCaller & { where?: SQL },
  batch = 500,
): AsyncGenerator<Row[]> {
  const where = listWhere(spec, query, caller, caller.where);
  const orderBy = listOrder(spec, query.ordering);
  for (let offset = 0; ; offset += batch) {
    const rows = await source.rows(db, where, orderBy, batch, offset);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}
