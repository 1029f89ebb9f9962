import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, buildAbility } from '@alvorada/contracts';
import { examplesFor } from './examples.ts';

const examplesOf = (code: string) =>
  examplesFor(buildAbility(BUILT_IN_ROLES.find((role) => role.code === code)!.rules));

describe('the example questions offered', () => {
  it('are only those whose tool the reader’s role may use', () => {
    expect(examplesOf('administrador')).toEqual([
      'generation',
      'overdue',
      'backtests',
      'backtest',
      'workana',
      'access',
    ]);
    // A developer reads backtests and Workana but neither energy nor finance, and runs no backtest.
    expect(examplesOf('desenvolvedor')).toEqual(['backtests', 'workana', 'access']);
    expect(examplesOf('operador_energia')).toEqual(['generation', 'overdue']);
  });
});
