import { describe, expect, it } from 'vitest';
import type { RawRule } from '@alvorada/contracts';
import { joinRules, splitRules } from './rule-matrix.ts';

describe('permission matrix', () => {
  it('splits plain grants into cells and keeps conditioned, inverted and field rules aside', () => {
    const advanced: RawRule[] = [
      { action: 'update', subject: 'Admin', conditions: { id: '${user.id}' } },
      { action: 'read', subject: 'Prosumidor', fields: 'cpf_cnpj', inverted: true },
    ];
    const { cells, advanced: rest } = splitRules([
      { action: ['read', 'update'], subject: ['Dashboard', 'Backtest'] },
      ...advanced,
    ]);
    expect([...cells].sort()).toEqual([
      'read:Backtest',
      'read:Dashboard',
      'update:Backtest',
      'update:Dashboard',
    ]);
    expect(rest).toEqual(advanced);
  });

  it('joins cells back into one rule per action, advanced rules last', () => {
    const advanced: RawRule[] = [{ action: 'delete', subject: 'Admin', inverted: true }];
    expect(joinRules(new Set(['update:Admin', 'read:Dashboard', 'read:Admin']), advanced)).toEqual([
      { action: 'read', subject: ['Dashboard', 'Admin'] },
      { action: 'update', subject: 'Admin' },
      ...advanced,
    ]);
  });
});
