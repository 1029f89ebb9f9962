import { buildAbility, type Action, type AppAbility, type RawRule, type Subject } from '@alvorada/contracts';
import { canUnconditioned } from './rule-conditions-sql.ts';

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Whether `ability` allows, on its own, everything one granting rule allows. */
function holds(ability: AppAbility, rule: RawRule): boolean {
  if (rule.inverted) return true; // a restriction grants nothing
  const fields = list(rule.fields);
  return list(rule.action).every((action: Action) =>
    list(rule.subject).every((subject: Subject) => {
      const own = ability.possibleRulesFor(action, subject as never);
      const restrictedFields = own.some((r) => r.inverted && r.fields);
      if (fields.length === 0 && restrictedFields) return false;
      if (fields.some((field) => !ability.can(action, subject as never, field))) return false;
      // Conditions name the holder (`${user.id}`): only a right over every record covers someone else's.
      return canUnconditioned(ability, action, subject);
    }),
  );
}

/** True when the rules grant something `ability` does not: a user may not grant, or act above, that. */
export const exceeds = (ability: AppAbility, rules: RawRule[]) =>
  !rules.every((rule) => holds(ability, rule));

/** Who can manage roles: an unconditioned right to change roles, which the role editor requires. */
export const managesRoles = (rules: RawRule[]) => canUnconditioned(buildAbility(rules), 'update', 'Admin');
