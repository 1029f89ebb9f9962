import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { Action, RawRule, Subject } from '@alvorada/contracts';
import { sessionStore } from '../auth/session-store.ts';

export type AppAbility = MongoAbility<[Action, Subject]>;

export const createAbility = (rules: RawRule[]): AppAbility =>
  createMongoAbility<[Action, Subject]>(rules as never);

/** The signed-in user's permission checker, kept in step with the session's rules. */
export const ability = createAbility(sessionStore.get().userAbilityRules);

let appliedRules = sessionStore.get().userAbilityRules;
sessionStore.subscribe(() => {
  const rules = sessionStore.get().userAbilityRules;
  if (rules === appliedRules) return;
  appliedRules = rules;
  ability.update(rules as never);
});
