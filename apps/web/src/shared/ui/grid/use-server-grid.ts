import { useEffect, useMemo, useRef, useState } from 'react';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useLocation, useNavigation } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@alvorada/contracts';
import { useQueryUpdate } from '@/shared/hooks/use-query-update.ts';

const SEARCH_PAUSE_MS = 300;

type Changes = Record<string, string | number | undefined>;

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};
const pageSizeOf = (value: string | null) =>
  PAGE_SIZES.find((size) => size === Number(value)) ?? DEFAULT_PAGE_SIZE;

/**
 * The state of a server-side list, kept in the URL so that a reload, the back button and a shared link
 * restore the same view: `search`, the named `filters`, `ordering` (`field` or `-field`), `page` (from 1) and
 * `page_size` (one of the spec's sizes). Defaults are left out of the URL; any other parameter (a tab, an
 * open record) is kept. A new search, filter, sort or page size starts again on the first page. A list that
 * shares its page with another names its parameters with a `prefix` (`runs_page`, `runs_status`).
 *
 * The pagination and sort models keep their identity while the URL holds the same values: the data grid
 * takes a new sort model for a new sort, which sends it back to the first page.
 */
export function useServerGrid<F extends string = never>(
  filterNames: readonly F[] = [],
  { prefix = '' }: { prefix?: string } = {},
) {
  const [params, updateQuery] = useQueryUpdate();
  const read = (name: string) => params.get(prefix + name);
  const search = read('search') ?? '';
  const ordering = read('ordering') ?? '';
  const page = pageOf(read('page'));
  const pageSize = pageSizeOf(read('page_size'));
  const filters = Object.fromEntries(filterNames.map((name) => [name, read(name) ?? ''])) as Record<
    F,
    string
  >;

  const update = (changes: Changes, { replace = false, keepPage = false } = {}) =>
    updateQuery(
      (next) => {
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(prefix + name);
          else next.set(prefix + name, String(value));
        }
        if (!keepPage) next.delete(`${prefix}page`);
      },
      { replace },
    );

  // The search box answers every key; the URL (and so the server) gets the text once typing pauses.
  const [typed, setTyped] = useState(search);
  const [seen, setSeen] = useState(search);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  // A link followed while typing (a row's page) loads while this list still shows: the paused search, written
  // then, would bring the reader back to the list. It is dropped once another page is on its way.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  useEffect(() => {
    if (leaving) clearTimeout(pending.current);
  }, [leaving]);
  if (search !== seen) {
    setSeen(search);
    // A search other than the one typed came from back, forward or a link.
    if (search !== typed) setTyped(search);
  }
  const setSearchInput = (value: string) => {
    setTyped(value);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => update({ search: value }, { replace: true }), SEARCH_PAUSE_MS);
  };

  const paginationModel = useMemo(
    () => ({ page: page - 1, pageSize }) satisfies GridPaginationModel,
    [page, pageSize],
  );
  const sortModel = useMemo(
    () =>
      (ordering
        ? [{ field: ordering.replace(/^-/, ''), sort: ordering.startsWith('-') ? 'desc' : 'asc' }]
        : []) satisfies GridSortModel,
    [ordering],
  );

  const filtered = search !== '' || filterNames.some((name) => filters[name] !== '');

  /** What the list holds, without paging: the filters that are set, the search and the ordering. */
  const criteria = {
    ...Object.fromEntries(Object.entries<string>(filters).filter(([, value]) => value !== '')),
    search: search || undefined,
    ordering: ordering || undefined,
  } as Partial<Record<F, string>> & { search?: string; ordering?: string };

  return {
    criteria,
    /** The list's query for the API: the criteria and the page. */
    query: { ...criteria, page, page_size: pageSize },
    searchInput: typed,
    setSearchInput,
    filters,
    setFilter: (name: F, value: string) => update({ [name]: value }),
    filtered,
    /** Clears the search and every filter; sort and page size stay. */
    clear: () => {
      clearTimeout(pending.current);
      setTyped('');
      update({ search: undefined, ...Object.fromEntries(filterNames.map((name) => [name, undefined])) });
    },
    paginationModel,
    setPaginationModel: (model: GridPaginationModel) =>
      model.pageSize !== pageSize
        ? update({ page_size: model.pageSize === DEFAULT_PAGE_SIZE ? undefined : model.pageSize })
        : update({ page: model.page > 0 ? model.page + 1 : undefined }, { keepPage: true }),
    sortModel,
    setSortModel: (model: GridSortModel) =>
      update({ ordering: model[0] ? `${model[0].sort === 'desc' ? '-' : ''}${model[0].field}` : undefined }),
  };
}

export type ServerGrid<F extends string = string> = ReturnType<typeof useServerGrid<F>>;

/** What the grid, the pagination and the "clear filters" button need of a server grid's state. */
export type ServerGridView = Pick<
  ServerGrid<never>,
  'paginationModel' | 'setPaginationModel' | 'sortModel' | 'setSortModel' | 'filtered' | 'clear'
>;
