import { asc } from 'drizzle-orm';
import { createMongoAbility, subject as asSubject } from '@casl/ability';
import {
  ACTIONS,
  SUBJECTS,
  SUBJECT_FIELDS,
  buildAbility,
  interpolateRules,
  type PermissionCatalogue,
  type PermissionCheck,
  type PermissionCheckResult,
  type RawRule,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { roles } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { findUserWithRole } from '../users/repo.ts';

export function createPermissionsService(p: Pick<Platform, 'db'>) {
  return {
    /** Every subject and action, with the roles whose rules allow each (conditioned rules count). */
    async catalogue(): Promise<PermissionCatalogue> {
      const all = await p.db.select().from(roles).orderBy(asc(roles.id));
      const abilities = all.map((r) => ({ name: r.name, ability: buildAbility(r.rules) }));
      return {
        actions: [...ACTIONS],
        subjects: SUBJECTS.map((subject) => ({
          subject,
          fields: [...SUBJECT_FIELDS[subject]],
          granted_by: Object.fromEntries(
            ACTIONS.map((action) => [
              action,
              abilities.filter((a) => a.ability.can(action, subject)).map((a) => a.name),
            ]),
          ),
        })),
      };
    },

    /** Would this user be allowed? Answers the rule that decided, as CASL's relevantRuleFor finds it. */
    async check(input: PermissionCheck): Promise<PermissionCheckResult> {
      const found = await findUserWithRole(p.db, input.user_id);
      if (!found) throw notFound();
      const rules: RawRule[] = found.role?.rules ?? [];
      const interpolated = interpolateRules(rules, { id: found.user.id, email: found.user.email });
      // Built from the interpolated list itself, so a rule's origin is found by identity.
      const ability = createMongoAbility(interpolated as never);
      const target = input.record ? asSubject(input.subject, { ...input.record }) : input.subject;
      const allowed = ability.can(input.action, target as never, input.field);
      const rule = ability.relevantRuleFor(input.action, target as never, input.field);
      const index = rule ? interpolated.indexOf(rule.origin as RawRule) : -1;
      return {
        allowed,
        role: found.role?.name ?? null,
        rule: index >= 0 ? rules[index] : null,
        rule_index: index >= 0 ? index : null,
      };
    },
  };
}
