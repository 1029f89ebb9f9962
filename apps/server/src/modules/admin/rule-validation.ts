import { ruleProblems, type RawRule } from '@alvorada/contracts';
import { AppError } from '../../platform/http/errors.ts';

/** Refuses rules whose conditions or fields name what their subjects do not have. */
export function assertValidRules(rules: RawRule[] | undefined) {
  const problems = (rules ?? []).flatMap((rule, i) => ruleProblems(rule, i));
  if (problems.length === 0) return;
  const [first] = problems;
  throw new AppError(400, first.code, {
    params: { name: first.name },
    fields: Object.fromEntries(problems.map((p) => [p.path, [p.code]])),
  });
}
