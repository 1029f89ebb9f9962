import type { PageAccess } from './page-access.ts';

/** The menu groups, in menu order, each with its icon. */
const GROUP_ICONS = {
  dashboards: 'dashboard',
  paracima: 'candlestick',
  workana: 'work',
  energy: 'solar',
  optop: 'smart_toy',
  development: 'code',
  admin: 'admin',
  pages: 'pages',
} as const;
export type MenuGroupId = keyof typeof GROUP_ICONS;

/** Menu groups, in menu order, each named under `nav.`. */
export const MENU_GROUPS = (Object.keys(GROUP_ICONS) as MenuGroupId[]).map((id) => ({
  id,
  i18nKey: `nav.${id}`,
  icon: GROUP_ICONS[id],
}));

export type Layout = 'default' | 'blank' | 'content-fixed';

export interface PageDef {
  /** Route name, as the spec names it where it does. */
  name: string;
  path: string;
  access: PageAccess;
  layout: Layout;
  i18nKey: string;
  /** Where the page sits in the menu; absent for pages reached otherwise. */
  menu?: { group: MenuGroupId; icon?: string };
  /** Another route name whose menu entry stays active on this page. */
  activeLink?: string;
  /** For a path with parameters: the concrete path that search and shortcuts open. */
  entryPath?: string;
  /**
   * The API paths (GET) the page reads as it opens, with no record chosen: whoever the page lets in, they
   * let in too (a test holds every page to it).
   */
  loads?: string[];
}

/** What a page declares beyond its path and key, when it differs from its area's. */
interface PageOptions extends Partial<
  Pick<PageDef, 'name' | 'access' | 'activeLink' | 'entryPath' | 'loads'>
> {
  /** The icon of the page's entry in its area's menu group; a page without one is reached otherwise. */
  icon?: string;
}

/**
 * The declaration of an area's pages: the access, layout and menu group they share. A page's route name is its
 * path without slashes and colons (`/geracao/usinas/:id` → `geracao-usinas-id`) unless it names another, and
 * its i18n key is under `page.`.
 */
export const pagesOf =
  (area: { access: PageAccess; layout?: Layout; group?: MenuGroupId }) =>
  (path: string, key: string, { icon, ...own }: PageOptions = {}): PageDef => ({
    name: path.slice(1).replaceAll('/', '-').replaceAll(':', ''),
    path,
    access: area.access,
    layout: area.layout ?? 'default',
    i18nKey: `page.${key}`,
    ...(icon !== undefined && area.group ? { menu: { group: area.group, icon } } : {}),
    ...own,
  });
