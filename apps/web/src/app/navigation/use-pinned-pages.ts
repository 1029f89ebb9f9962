import { MAX_PINNED_PAGES, pageByName, type PageDef } from '@alvorada/contracts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { canAccess } from '@/shared/ability/can-access.ts';
import { isLoggedIn, sessionStore } from '@/shared/auth/session-store.ts';
import { usePreferences, useUpdatePreferences } from '@/shared/api/preferences-api.ts';
import { useStore } from '@/shared/storage/use-store.ts';

/**
 * The pages the user pinned to the shortcuts panel, kept on the server, that the user may still open; and
 * pinning or unpinning one.
 */
export function usePinnedPages() {
  const ability = useAbility();
  const session = useStore(sessionStore);
  const { preferences, loaded } = usePreferences();
  const change = useUpdatePreferences();
  const names = preferences.pinned_pages;
  const context = { loggedIn: isLoggedIn(session), ability };
  const pages = names
    .map((name) => pageByName(name))
    .filter((page): page is PageDef => !!page && canAccess(page.access, context));
  const save = (edit: (pinned: string[]) => string[]) =>
    change((current) => ({ pinned_pages: edit(current.pinned_pages) }));
  return {
    pages,
    loaded,
    isPinned: (name: string) => names.includes(name),
    /** False once the panel holds as many pages as it may. */
    canPin: names.length < MAX_PINNED_PAGES,
    pin: (name: string) => save((pinned) => [...pinned.filter((n) => n !== name), name]),
    unpin: (name: string) => save((pinned) => pinned.filter((n) => n !== name)),
  };
}
