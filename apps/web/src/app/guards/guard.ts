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

/**
 * The navigation guard of the spec (§2): public routes pass; visitor-only routes send a signed-in user
 * to /; otherwise the route's rule must hold — else not-authorized when signed in, login when not.
 */
export function guardNavigation(
  page: Pick<PageDef, 'access'>,
  location: { pathname: string; search: string },
  context: AccessContext,
): GuardDecision {
  const { access } = page;
  if (access.kind === 'public') return { allow: true };
  if (access.kind === 'anonymous')
    return context.loggedIn ? { allow: false, redirectTo: '/' } : { allow: true };
  if (canAccess(access, context)) return { allow: true };
  return {
    allow: false,
    redirectTo: context.loggedIn ? '/not-authorized' : loginRedirect(location.pathname, location.search),
  };
}
