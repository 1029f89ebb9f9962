import { describe, expect, it } from 'vitest';
import { presetPeriod } from './resume-period.ts';

describe('the summary period presets', () => {
  const today = new Date(2026, 1, 14);

  it('counts the last 12 months from the first day of the month eleven back, across the new year', () => {
    expect(presetPeriod('last12', today)).toEqual({ from: '2025-03-01', to: '2026-02-14' });
  });

  it('runs this year up to today and last year whole; all leaves both ends open', () => {
    expect(presetPeriod('thisYear', today)).toEqual({ from: '2026-01-01', to: '2026-02-14' });
    expect(presetPeriod('lastYear', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(presetPeriod('all', today)).toEqual({});
  });
});
