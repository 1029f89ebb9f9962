import { describe, expect, it } from 'vitest';
import { daysOf } from './plant-days.ts';

describe('the daily chart’s window of days', () => {
  const now = new Date(2026, 2, 5); // 5 March 2026, local time

  it('sends nothing for the last 30 days, the server’s default', () => {
    expect(daysOf('last30', now)).toEqual({});
  });

  it('counts 90 days back to today, across a month shorter than 30 days', () => {
    expect(daysOf('last90', now)).toEqual({ day_from: '2025-12-06', day_to: '2026-03-05' });
  });

  it('covers a chosen month from its first to its last day, leap years included', () => {
    expect(daysOf('2024-02', now)).toEqual({ day_from: '2024-02-01', day_to: '2024-02-29' });
    expect(daysOf('2025-12', now)).toEqual({ day_from: '2025-12-01', day_to: '2025-12-31' });
  });

  it('ignores what is neither a window nor a month', () => {
    expect(daysOf('2025-13', now)).toEqual({});
  });
});
