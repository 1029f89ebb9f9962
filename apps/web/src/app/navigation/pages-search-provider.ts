import { MENU_GROUPS, PAGES, entryPathOf } from '@alvorada/contracts';
import { canAccess } from '@/shared/ability/can-access.ts';
import { normalize, type SearchProvider, type SearchResult } from '@/shared/search/search-registry.ts';

/** Pages of the signed-in shell that the user may open. */
export const pagesSearchProvider: SearchProvider = {
  id: 'pages',
  titleKey: 'search.pages',
  search: (query, context) => {
    const needle = normalize(query.trim());
    return PAGES.flatMap((page): SearchResult[] => {
      const path = entryPathOf(page);
      if (!path || page.layout === 'blank' || !canAccess(page.access, context)) return [];
      const group = MENU_GROUPS.find((g) => g.id === page.menu?.group);
      const result = {
        id: page.name,
        title: context.translate(page.i18nKey),
        subtitle: group ? context.translate(group.i18nKey) : undefined,
        path,
        icon: page.menu?.icon,
      };
      return !needle || normalize(`${result.title} ${result.subtitle ?? ''}`).includes(needle)
        ? [result]
        : [];
    });
  },
};
