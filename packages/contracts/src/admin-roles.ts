import { createMongoAbility } from '@casl/ability';
import { z } from 'zod';
import './zod-config.ts';
import { int32, safeString } from './schema-helpers.ts';
import { ACTIONS, SUBJECTS, type Subject } from './access.ts';
import { rawRuleSchema, type RawRule } from './access-rule.ts';
import { userSchema } from './auth.ts';

/* ---------- Roles and permissions ---------- */

export const roleHolderSchema = z.object({
  id: z.number(),
  full_name: safeString(),
  avatar: safeString().nullable(),
});
export const roleSchema = z.object({
  id: z.number(),
  code: safeString().nullable(),
  name: safeString(),
  rules: z.array(rawRuleSchema),
  user_count: z.number(),
  holders: z.array(roleHolderSchema),
});
export type Role = z.infer<typeof roleSchema>;

const roleNameField = safeString().trim().min(2, { message: 'role_name_short' }).max(60);
export const roleCreateSchema = z.object({ name: roleNameField, rules: z.array(rawRuleSchema).max(200) });
export const rolePatchSchema = z
  .object({ name: roleNameField.optional(), rules: z.array(rawRuleSchema).max(200).optional() })
  .strict();

const RECORD_FIELDS = ['id', 'owner_id', 'created_by', 'status', 'created_at'];
const USER_FIELDS = [...userSchema.keyof().options];

/**
 * The fields a rule's conditions and field restrictions may name, per subject. Admin and AccountSettings
 * records are users; the other areas' records share the generic record fields until they define more.
 */
export const SUBJECT_FIELDS: Record<Subject, readonly string[]> = Object.fromEntries(
  SUBJECTS.map((s) => {
    if (s === 'Admin' || s === 'AccountSettings') return [s, USER_FIELDS];
    if (s === 'Prosumidor') return [s, [...RECORD_FIELDS, 'cpf_cnpj', 'name', 'consumer_unit']];
    if (s === 'all') return [s, [...new Set([...RECORD_FIELDS, ...USER_FIELDS, 'cpf_cnpj'])]];
    return [s, RECORD_FIELDS];
  }),
) as unknown as Record<Subject, readonly string[]>;

/**
 * The fields a rule's conditions may name, per subject. Every list of Admin and of Backtest applies its
 * readers' conditions in SQL, so those name only what each of them maps to a column: the user list every
 * user field, the trading lists the owner. The other subjects' routes take only unconditioned rules and
 * check conditions on the record in memory, so any of their fields will do; `all` reaches both kinds of list,
 * which share no field.
 */
export const CONDITION_FIELDS: Record<Subject, readonly string[]> = Object.fromEntries(
  SUBJECTS.map((s) => [s, s === 'Backtest' ? ['owner_id'] : s === 'all' ? [] : SUBJECT_FIELDS[s]]),
) as unknown as Record<Subject, readonly string[]>;

/** The fields the conditions of a rule over every one of `subjects` may name. */
export const conditionFieldsOf = (subjects: readonly Subject[]): string[] =>
  subjects.length
    ? CONDITION_FIELDS[subjects[0]!].filter((f) => subjects.every((s) => CONDITION_FIELDS[s].includes(f)))
    : [];

/** The condition operators the server can also apply in SQL when it lists records. */
export const CONDITION_OPERATORS = [
  '$eq',
  '$ne',
  '$in',
  '$nin',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$exists',
] as const;
const OPERATORS = new Set<string>(CONDITION_OPERATORS);
/** Subjects whose records' fields are declared, so a rule may restrict which of them it reads. */
export const FIELD_RULE_SUBJECTS: readonly Subject[] = ['Admin', 'AccountSettings', 'Prosumidor'];

/** Whether the rules' matcher takes these conditions (`$in` a list, `$gt` a number, text or date…). */
function parses(conditions: Record<string, unknown>) {
  try {
    return Boolean(
      createMongoAbility([{ action: 'read', subject: 'Any', conditions }]).rulesFor('read', 'Any')[0]?.ast,
    );
  } catch {
    return false;
  }
}

export interface RuleProblem {
  /** 'rules.2.conditions.owner' style path */
  path: string;
  code:
    | 'rule_unknown_field'
    | 'rule_unknown_operator'
    | 'rule_fields_undeclared'
    | 'rule_condition_field'
    | 'rule_condition_value';
  name: string;
}

/** Checks a rule's conditions and fields against the fields of its subjects (CONDITION_FIELDS for conditions). */
export function ruleProblems(rule: RawRule, index: number): RuleProblem[] {
  const subjects = Array.isArray(rule.subject) ? rule.subject : [rule.subject];
  const known = new Set(subjects.flatMap((s) => SUBJECT_FIELDS[s]));
  const conditionable = new Set(conditionFieldsOf(subjects));
  const problems: RuleProblem[] = [];
  const base = `rules.${index}`;
  const walkConditions = (conditions: Record<string, unknown>, path: string) => {
    for (const [key, value] of Object.entries(conditions)) {
      // `$or` and its kind: neither the rules' matcher nor the lists' SQL read them (several rules are an or).
      if (key.startsWith('$')) {
        problems.push({ path: `${path}.${key}`, code: 'rule_unknown_operator', name: key });
        continue;
      }
      const field = key.split('.')[0];
      if (!known.has(field)) problems.push({ path: `${path}.${key}`, code: 'rule_unknown_field', name: key });
      else if (!conditionable.has(field))
        problems.push({ path: `${path}.${key}`, code: 'rule_condition_field', name: key });
      const operators = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
      const unknown = operators.filter((op) => op.startsWith('$') && !OPERATORS.has(op));
      for (const op of unknown)
        problems.push({ path: `${path}.${key}.${op}`, code: 'rule_unknown_operator', name: op });
      if (!unknown.length && !parses({ [key]: value }))
        problems.push({ path: `${path}.${key}`, code: 'rule_condition_value', name: key });
    }
  };
  if (rule.conditions) walkConditions(rule.conditions, `${base}.conditions`);
  const fields = rule.fields === undefined ? [] : Array.isArray(rule.fields) ? rule.fields : [rule.fields];
  const undeclared = subjects.find((s) => !FIELD_RULE_SUBJECTS.includes(s));
  if (fields.length && undeclared)
    return [...problems, { path: `${base}.fields`, code: 'rule_fields_undeclared', name: undeclared }];
  for (const f of fields) {
    if (!known.has(f.split('.')[0]))
      problems.push({ path: `${base}.fields`, code: 'rule_unknown_field', name: f });
  }
  return problems;
}

export const permissionCatalogueSchema = z.object({
  actions: z.array(z.enum(ACTIONS)),
  subjects: z.array(
    z.object({
      subject: z.enum(SUBJECTS),
      fields: z.array(safeString()),
      /** action → names of the roles whose rules allow it (unconditioned or not) */
      granted_by: z.record(safeString(), z.array(safeString())),
    }),
  ),
});
export type PermissionCatalogue = z.infer<typeof permissionCatalogueSchema>;

export const permissionCheckSchema = z.object({
  user_id: int32().positive(),
  action: z.enum(ACTIONS),
  subject: z.enum(SUBJECTS),
  record: z.record(safeString(), z.unknown()).optional(),
  field: safeString().max(80).optional(),
});
export type PermissionCheck = z.infer<typeof permissionCheckSchema>;
export const permissionCheckResultSchema = z.object({
  allowed: z.boolean(),
  role: safeString().nullable(),
  /** The rule that decided, with its position in the role's rules; null when no rule matched. */
  rule: rawRuleSchema.nullable(),
  rule_index: int32().nullable(),
});
export type PermissionCheckResult = z.infer<typeof permissionCheckResultSchema>;
