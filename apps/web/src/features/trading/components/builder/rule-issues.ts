import { ruleStrategySchema, type ParsedRuleStrategy } from '@alvorada/backtest';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { RuleDraft } from './rule-draft.ts';
import { pathKey } from './rule-draft.ts';

type Issue = z.core.$ZodIssue;

/** What a rule-schema issue means to the person building the strategy. */
export function issueMessage(issue: Issue, t: TFunction): string {
  const field = issue.path.at(-1);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return t('trading.builder.issue.emptyGroup');
      return t(issue.inclusive ? 'trading.builder.issue.atLeast' : 'trading.builder.issue.above', {
        min: Number(issue.minimum),
      });
    case 'too_big':
      return t('trading.builder.issue.atMost', { max: Number(issue.maximum) });
    case 'invalid_type':
      return t('trading.builder.issue.number');
    case 'custom':
      if (field === 'entry') return t('trading.builder.issue.noEntry');
      if (field === 'units') return t('trading.builder.issue.sizeOrUnits');
      if (field === 'size') return t('trading.builder.issue.sizeFraction');
      return t('validation.invalid');
    default:
      return t('validation.invalid');
  }
}

export interface DraftCheck {
  /** The rule set as the engine takes it, or null while an issue remains. */
  parsed: ParsedRuleStrategy | null;
  /** Each issue's message, by the path of the field at fault. */
  issues: Map<string, string>;
}

/** The draft checked by the engine's own schema, its issues worded and keyed by field. */
export function checkDraft(draft: RuleDraft, t: TFunction): DraftCheck {
  const result = ruleStrategySchema.safeParse(draft);
  if (result.success) return { parsed: result.data, issues: new Map() };
  return {
    parsed: null,
    issues: new Map(
      result.error.issues.map((issue) => [
        pathKey(issue.path as PropertyKey[] as (string | number)[]),
        issueMessage(issue, t),
      ]),
    ),
  };
}
