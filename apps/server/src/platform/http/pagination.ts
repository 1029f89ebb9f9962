import type { FastifyRequest } from 'fastify';
import type { ListQuery, Page } from '@alvorada/contracts';

/** The page envelope, with next/previous links that keep every other query parameter. */
export function pageOf<T>(request: FastifyRequest, query: ListQuery, count: number, results: T[]): Page<T> {
  const link = (page: number) => {
    const url = new URL(request.url, 'http://x');
    url.searchParams.set('page', String(page));
    url.searchParams.set('page_size', String(query.page_size));
    return `${url.pathname}${url.search}`;
  };
  const last = Math.max(1, Math.ceil(count / query.page_size));
  return {
    count,
    next: query.page < last ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(Math.min(query.page - 1, last)) : null,
    results,
  };
}

export const offsetOf = (query: ListQuery) => (query.page - 1) * query.page_size;

/** `?ordering=-created_at` against the columns a list allows; unknown fields fall back to the default. */
export function orderingOf<K extends string>(
  ordering: string | undefined,
  allowed: readonly K[],
  fallback: `${'' | '-'}${K}`,
) {
  const parse = (raw: string) => {
    const desc = raw.startsWith('-');
    return { field: (desc ? raw.slice(1) : raw) as K, desc };
  };
  const wanted = parse(ordering ?? fallback);
  return allowed.includes(wanted.field) ? wanted : parse(fallback);
}
