import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar.ts';

describe('initialsOf', () => {
  it('takes the first letter of the first two names, in capitals', () => {
    expect(initialsOf('ana maria souza')).toBe('AM');
    expect(initialsOf('  Édson  ')).toBe('É');
  });

  it('is empty for a blank name', () => {
    expect(initialsOf('   ')).toBe('');
  });
});
