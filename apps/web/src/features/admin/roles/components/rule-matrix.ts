import { ACTIONS, type Action, type RawRule, type Subject } from '@alvorada/contracts';

const list = <T>(v: T | T[]) => (Array.isArray(v) ? v : [v]);

/** A plain grant (no conditions, fields or inversion) fits the matrix; anything else is an advanced rule. */
export const isPlain = (rule: RawRule) => !rule.inverted && !rule.conditions && rule.fields === undefined;

export const cellKey = (action: Action, subject: Subject) => `${action}:${subject}`;

export function splitRules(rules: RawRule[]) {
  const cells = new Set<string>();
  const advanced: RawRule[] = [];
  for (const rule of rules) {
    if (!isPlain(rule)) {
      advanced.push(rule);
      continue;
    }
    for (const action of list(rule.action))
      for (const subject of list(rule.subject)) cells.add(cellKey(action, subject));
  }
  return { cells, advanced };
}

/** One rule per action, listing its subjects, in the catalogue's action order; advanced rules follow. */
export function joinRules(cells: Set<string>, advanced: RawRule[]): RawRule[] {
  const plain: RawRule[] = [];
  for (const action of ACTIONS) {
    const subjects = [...cells]
      .filter((key) => key.startsWith(`${action}:`))
      .map((key) => key.slice(action.length + 1) as Subject);
    if (subjects.length) plain.push({ action, subject: subjects.length === 1 ? subjects[0]! : subjects });
  }
  return [...plain, ...advanced];
}
