import type { PageDef } from '@alvorada/contracts';
import { canAccess, type AccessContext } from '@/shared/ability/can-access.ts';

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

/** The login URL keeping the original query and adding `to` (omitted for /). */
export function loginRedirect(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('to');
  if (pathname !== '/') query.set('to', pathname);
  const text = query.toString();
  return text ? `/login?${text}` : '/login';
}

/** Whether the page's guard reads only the session, not the permission checker. */
export const openToVisitors = (page: Pick<PageDef, 'access'>) =>
  page.access.kind === 'public' || page.access.kind === 'anonymous';

/** The guard's decision for the pages open to visitors, which reads only the session; else undefined. */
export function visitorDecision(page: Pick<PageDef, 'access'>, loggedIn: boolean): GuardDecision | undefined {
  if (page.access.kind === 'public') return { allow: true };
  if (page.access.kind === 'anonymous') return loggedIn ? { allow: false, redirectTo: '/' } : { allow: true };
  return undefined;
}

/**
 * The navigation guard of the spec (§2): public routes pass; visitor-only routes send a signed-in user
 * to /; otherwise the route's rule must hold — else not-authorized when signed in, login when not.
 */
export function guardNavigation(
  page: Pick<PageDef, 'access'>,
  location: { pathname: string; search: string },
  context: AccessContext,
): GuardDecision {
  const visitor = visitorDecision(page, context.loggedIn);
  if (visitor) return visitor;
  if (canAccess(page.access, context)) return { allow: true };
  return {
    allow: false,
    redirectTo: context.loggedIn ? '/not-authorized' : loginRedirect(location.pathname, location.search),
  };
}
