import { BUILT_IN_ROLES, DASHBOARD_LANDING_ROLES, pageByName, type User } from '@alvorada/contracts';
import type { AccessContext } from '@/shared/ability/can-access.ts';
import { canAccess } from '@/shared/ability/can-access.ts';
import { firstMenuEntry } from '@/app/navigation/menu.ts';

const DASHBOARD = pageByName('dashboards-main')!;

/** A role matches the landing table by its code or its display name. */
function inLandingTable(role: string): boolean {
  const builtIn = BUILT_IN_ROLES.find((r) => r.code === role || r.name === role);
  return [role, builtIn?.code, builtIn?.name].some((name) => name && DASHBOARD_LANDING_ROLES.includes(name));
}

/**
 * Where / sends a user: the spec's role table to dashboards-main; any other role to dashboards-main when it
 * may read Dashboard, else to its first allowed menu entry, else to not-authorized; no role to login.
 */
export function landingPath(user: User | null, context: AccessContext, search: string): string {
  if (!context.loggedIn || !user?.role) return `/login${search}`;
  if (inLandingTable(user.role) || canAccess(DASHBOARD.access, context)) return DASHBOARD.path;
  return firstMenuEntry(context)?.path ?? '/not-authorized';
}
