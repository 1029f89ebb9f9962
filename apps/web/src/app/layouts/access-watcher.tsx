import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { leavingStore } from '@/shared/auth/session-actions.ts';
import { isLoggedIn, sessionStore } from '@/shared/auth/session-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { guardNavigation, openToVisitors } from '@/app/guards/guard.ts';
import { useCurrentPage } from '@/app/routes/route-handle.ts';

/**
 * The guard runs on navigation; this re-runs it on the open page when the rules or the session change
 * (a role edited by an admin, a sign-out in another tab), so a page the user lost is left at once.
 */
export default function AccessWatcher() {
  const page = useCurrentPage();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useStore(sessionStore);
  const ability = useAbility();

  useEffect(() => {
    // Read, not subscribed: the end of a sign-out must not re-check the page being left.
    if (!page || leavingStore.get() || openToVisitors(page)) return;
    const decision = guardNavigation(page, location, { loggedIn: isLoggedIn(session), ability });
    if (!decision.allow) void navigate(decision.redirectTo, { replace: true });
  }, [page, location, session, ability, navigate]);
  return null;
}
