import { useMemo } from 'react';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { isLoggedIn, sessionStore } from '@/shared/auth/session-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { buildMenu } from '@/app/navigation/menu.ts';
import { useCurrentPage } from '@/app/routes/route-handle.ts';
import { INBOX_ENTRY, useInboxUnread } from './use-inbox-unread.ts';

/** The signed-in user's menu (re-built when the rules change), its active entry and unread counts by entry. */
export function useMenu() {
  const ability = useAbility();
  const session = useStore(sessionStore);
  const page = useCurrentPage();
  const menu = useMemo(
    () => buildMenu({ loggedIn: isLoggedIn(session), ability }),
    // The ability object is stable; the rules in the session change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session, ability, session.userAbilityRules],
  );
  const activeName = page?.activeLink ?? page?.name;
  const inboxUnread = useInboxUnread(
    menu.some((group) => group.items.some((item) => item.name === INBOX_ENTRY)),
  );
  const unread: Record<string, number> = { [INBOX_ENTRY]: inboxUnread };
  return { menu, activeName, unread };
}
