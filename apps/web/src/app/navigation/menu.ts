import { MENU_GROUPS, PAGES, type MenuGroupId, type PageDef } from '@alvorada/contracts';
import { canAccess, type AccessContext } from '@/shared/ability/can-access.ts';

export interface MenuGroup {
  id: MenuGroupId;
  i18nKey: string;
  icon: string;
  items: PageDef[];
}

/** Menu entries the user may open; a group shows only when one of its children does. */
export function buildMenu(context: AccessContext): MenuGroup[] {
  return MENU_GROUPS.map((group) => ({
    ...group,
    items: PAGES.filter((page) => page.menu?.group === group.id && canAccess(page.access, context)),
  })).filter((group) => group.items.length > 0);
}

/** The first menu entry the user may open, in menu order. */
export function firstMenuEntry(context: AccessContext): PageDef | undefined {
  return buildMenu(context)[0]?.items[0];
}
