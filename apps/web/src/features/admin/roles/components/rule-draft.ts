import { ruleProblems, type Action, type RawRule, type RuleProblem, type Subject } from '@alvorada/contracts';

/** An advanced rule while it is edited: conditions and fields as the text the administrator types. */
export interface RuleDraft {
  actions: Action[];
  subjects: Subject[];
  inverted: boolean;
  conditions: string;
  fields: string;
}

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export const toDraft = (rule: RawRule): RuleDraft => ({
  actions: list(rule.action),
  subjects: list(rule.subject),
  inverted: Boolean(rule.inverted),
  conditions: rule.conditions ? JSON.stringify(rule.conditions, null, 2) : '',
  fields: list(rule.fields).join(', '),
});

export const EMPTY_DRAFT: RuleDraft = {
  actions: ['read'],
  subjects: ['Admin'],
  inverted: false,
  conditions: '',
  fields: '',
};

const PROBLEM_KEYS: Record<RuleProblem['code'], string> = {
  rule_unknown_field: 'unknownField',
  rule_unknown_operator: 'unknownOperator',
  rule_fields_undeclared: 'fieldsUndeclared',
  rule_condition_field: 'conditionField',
  rule_condition_value: 'conditionValue',
};

export type DraftResult =
  { rule: RawRule; errors: [] } | { rule: null; errors: { key: string; name?: string }[] };

/** The rule a draft stands for, or what is wrong with it (as i18n keys under admin.rules.errors). */
export function fromDraft(draft: RuleDraft, index: number): DraftResult {
  const errors: { key: string; name?: string }[] = [];
  if (draft.actions.length === 0) errors.push({ key: 'noAction' });
  if (draft.subjects.length === 0) errors.push({ key: 'noSubject' });
  let conditions: Record<string, unknown> | undefined;
  if (draft.conditions.trim()) {
    try {
      const parsed: unknown = JSON.parse(draft.conditions);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
        errors.push({ key: 'conditionsObject' });
      else conditions = parsed as Record<string, unknown>;
    } catch {
      errors.push({ key: 'conditionsJson' });
    }
  }
  if (errors.length) return { rule: null, errors };
  const fields = draft.fields
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const rule: RawRule = {
    action: draft.actions.length === 1 ? draft.actions[0]! : draft.actions,
    subject: draft.subjects.length === 1 ? draft.subjects[0]! : draft.subjects,
    ...(conditions && { conditions }),
    ...(fields.length && { fields }),
    ...(draft.inverted && { inverted: true }),
  };
  const problems = ruleProblems(rule, index);
  if (problems.length)
    return { rule: null, errors: problems.map((p) => ({ key: PROBLEM_KEYS[p.code], name: p.name })) };
  return { rule, errors: [] };
}
