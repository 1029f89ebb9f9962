import { pageRules, type PageAccess } from '@alvorada/contracts';
import type { AppAbility } from './ability.ts';

export interface AccessContext {
  loggedIn: boolean;
  ability: AppAbility;
}

/** Whether a signed-in or anonymous user may open a page with this access. */
export function canAccess(access: PageAccess, { loggedIn, ability }: AccessContext): boolean {
  switch (access.kind) {
    case 'public':
      return true;
    case 'anonymous':
      return !loggedIn;
    case 'authenticated':
      return loggedIn;
    case 'rule':
    case 'any':
      return loggedIn && pageRules(access).some((rule) => ability.can(rule.action, rule.subject));
  }
}
