import { useMatches } from 'react-router';
import type { PageDef } from '@alvorada/contracts';

export interface RouteHandle {
  page: PageDef;
}

/** The catalogue page of the deepest matched route, if any. */
export function useCurrentPage(): PageDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = (matches[i]!.handle as RouteHandle | undefined)?.page;
    if (page) return page;
  }
  return undefined;
}
