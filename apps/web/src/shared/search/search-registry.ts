import type { AccessContext } from '@/shared/ability/can-access.ts';

export interface SearchResult {
  id: string;
  title: string;
  subtitle?: string;
  path: string;
  icon?: string;
}

/** One group of the navbar search's results under a translated title. */
export interface SearchSection {
  id: string;
  /** i18n key of the section title, in the shell's texts. */
  titleKey: string;
  results: SearchResult[];
}

export interface SearchContext extends AccessContext {
  translate: (key: string) => string;
}

/**
 * A source of results the navbar search (Ctrl/⌘+K) asks in the browser: the page catalogue. Records
 * (plants, users, strategies…) are found on the server, by `GET /api/search/`, from each module's providers;
 * each source returns only what the user may open.
 */
export interface SearchProvider {
  id: string;
  /** i18n key of the section title. */
  titleKey: string;
  search: (query: string, context: SearchContext) => SearchResult[] | Promise<SearchResult[]>;
}

const providers = new Map<string, SearchProvider>();

export function registerSearchProvider(provider: SearchProvider): () => void {
  providers.set(provider.id, provider);
  return () => providers.delete(provider.id);
}

export const searchProviders = (): SearchProvider[] => [...providers.values()];

/** Case- and accent-insensitive text for matching. */
export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
