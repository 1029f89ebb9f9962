import type { Access, Action, Subject } from './access.ts';

/** An action on a subject that an unconditioned rule must allow. */
export interface PageRule {
  action: Action;
  subject: Subject;
}

/**
 * How a page may be reached: as a server route may, or by any one of several rules, for a screen that serves
 * two subjects (the imports screen opens for whoever reads generation or imports distributor bills).
 */
export type PageAccess = Access | { kind: 'any'; rules: PageRule[] };

export const anyOf = (...rules: PageRule[]): PageAccess => ({ kind: 'any', rules });

/** The rules a page names, one of which must hold; none for the pages open to visitors or any signed-in user. */
export const pageRules = (pageAccess: PageAccess): PageRule[] => {
  if (pageAccess.kind === 'any') return pageAccess.rules;
  if (pageAccess.kind === 'rule') return [{ action: pageAccess.action, subject: pageAccess.subject }];
  return [];
};
