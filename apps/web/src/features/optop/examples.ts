import type { Action, AppAbility, Subject } from '@alvorada/contracts';

/** Example questions (keys under `optop.examples`), each with the permission its tool needs. */
const EXAMPLES: { key: string; action: Action; subject: Subject }[] = [
  { key: 'generation', action: 'read', subject: 'Geracao' },
  { key: 'overdue', action: 'read', subject: 'Financeiro' },
  { key: 'backtests', action: 'read', subject: 'Backtest' },
  { key: 'backtest', action: 'create', subject: 'Backtest' },
  { key: 'workana', action: 'read', subject: 'Workana' },
  { key: 'access', action: 'read', subject: 'OPTOP' },
];

/** The examples a reader may run: those whose tool their role may use. */
export const examplesFor = (ability: AppAbility) =>
  EXAMPLES.filter((e) => ability.can(e.action, e.subject)).map((e) => e.key);
