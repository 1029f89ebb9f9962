import { useMemo } from 'react';
import { useAbility } from '../../../shared/ability/use-ability.ts';
import { isLoggedIn, sessionStore } from '../../../shared/auth/session-store.ts';
import { useStore } from '../../../shared/storage/use-store.ts';
import { buildMenu } from '../../navigation/menu.ts';
import { useCurrentPage } from '../../routes/route-handle.ts';

/** The menu for the signed-in user, re-built whenever the rules change, and the active entry's name. */
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
  return { menu, activeName };
}
