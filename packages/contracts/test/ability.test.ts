import { describe, expect, it } from 'vitest';
import { interpolateRules, type RawRule } from '../src/index.ts';

describe('interpolateRules', () => {
  it('replaces whole-value ${user.…} placeholders, nested and in lists, and leaves other text alone', () => {
    const rules: RawRule[] = [
      {
        action: 'read',
        subject: 'Admin',
        conditions: { id: '${user.id}', team: { $in: ['${user.team}', 'ops'] }, note: 'id ${user.id}' },
      },
      { action: 'read', subject: 'Dashboard' },
    ];
    expect(interpolateRules(rules, { id: 3, team: 'sul' })).toEqual([
      {
        action: 'read',
        subject: 'Admin',
        conditions: { id: 3, team: { $in: ['sul', 'ops'] }, note: 'id ${user.id}' },
      },
      { action: 'read', subject: 'Dashboard' },
    ]);
  });
});
