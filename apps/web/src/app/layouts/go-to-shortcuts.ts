import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { isLoggedIn, sessionStore } from '@/shared/auth/session-store.ts';
import { registerShortcut } from '@/shared/shortcuts/shortcut-registry.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { goToKeys } from '@/app/navigation/go-to-keys.ts';

/** Registers `g` then a letter for each area the user may open (re-built when the rules change). */
export function useGoToShortcuts() {
  const ability = useAbility();
  const session = useStore(sessionStore);
  const navigate = useNavigate();
  const keys = useMemo(
    () => goToKeys({ loggedIn: isLoggedIn(session), ability }),
    // The ability object is stable; the rules in the session change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session, ability, session.userAbilityRules],
  );
  useEffect(() => {
    const undo = keys.map(({ key, page, path }) =>
      registerShortcut({
        id: `go-${key}`,
        labelKey: 'shortcuts.goTo',
        target: page.i18nKey,
        keys: ['G', key.toUpperCase()],
        ariaKeys: `G ${key.toUpperCase()}`,
        after: 'g',
        matches: (event) => event.key === key && !event.ctrlKey && !event.metaKey && !event.altKey,
        run: () => void navigate(path),
      }),
    );
    return () => undo.forEach((unregister) => unregister());
  }, [keys, navigate]);
}
