import { ruleCriteriaSchema, type RuleCriteria, type RuleInput, type WorkanaRule } from '@alvorada/contracts';

/** The editor's state: numbers as typed (text), the rest as the API takes it. */
export interface RuleFormValues {
  name: string;
  enabled: boolean;
  criteria: Omit<RuleCriteria, 'budget_min' | 'budget_max' | 'max_age_hours' | 'max_bids'> & {
    budget_min: string;
    budget_max: string;
    max_age_hours: string;
    max_bids: string;
  };
}

const text = (n: number | null) => (n === null ? '' : String(n));

export function ruleFormValues(rule?: WorkanaRule): RuleFormValues {
  const c = rule?.criteria ?? ruleCriteriaSchema.parse({});
  return {
    name: rule?.name ?? '',
    enabled: rule?.enabled ?? true,
    criteria: {
      ...c,
      budget_min: text(c.budget_min),
      budget_max: text(c.budget_max),
      max_age_hours: text(c.max_age_hours),
      max_bids: text(c.max_bids),
    },
  };
}

const number = (value: string) => {
  if (!value.trim()) return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? n : NaN;
};

/** The criteria as the API takes them, or null while a number is not one. */
export function criteriaOf(values: RuleFormValues): RuleCriteria | null {
  const c = values.criteria;
  const parsed = ruleCriteriaSchema.safeParse({
    ...c,
    budget_min: number(c.budget_min),
    budget_max: number(c.budget_max),
    max_age_hours: number(c.max_age_hours),
    max_bids: number(c.max_bids),
  });
  return parsed.success ? parsed.data : null;
}

export function ruleInputOf(values: RuleFormValues): RuleInput | null {
  const criteria = criteriaOf(values);
  return criteria && values.name.trim()
    ? { name: values.name.trim(), enabled: values.enabled, criteria }
    : null;
}
