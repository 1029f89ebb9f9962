import type { PageAccess } from '@alvorada/contracts';
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
      return loggedIn && ability.can(access.action, access.subject);
    case 'any':
      return loggedIn && access.rules.some((rule) => ability.can(rule.action, rule.subject));
  }
}
