import { describe, expect, it } from 'vitest';
import { agingBucket, agingSummary, lateCharges } from '../src/index.ts';

describe('late charges (§3.9)', () => {
  it('charges 2 % once plus 1 % a month pro rata: R$ 396,44 paid 15 days late → R$ 406,35', () => {
    expect(lateCharges(39_644, '2026-06-10', '2026-06-25')).toEqual({
      daysLate: 15,
      fineCentavos: 793,
      interestCentavos: 198,
      totalCentavos: 40_635,
    });
  });

  it('charges nothing on or before the due date', () => {
    expect(lateCharges(39_644, '2026-06-10', '2026-06-10').totalCentavos).toBe(39_644);
    expect(lateCharges(39_644, '2026-06-10', '2026-06-01').daysLate).toBe(0);
  });

  it('refuses a fine above the consumer-law cap and bad dates', () => {
    expect(() =>
      lateCharges(100, '2026-06-10', '2026-06-25', { finePpm: 30_000, monthlyInterestPpm: 10_000 }),
    ).toThrow(/2 %/);
    expect(() => lateCharges(100, '2026-06-31', '2026-07-01')).toThrow(RangeError);
    expect(() => lateCharges(-1, '2026-06-10', '2026-07-01')).toThrow(RangeError);
  });
});

describe('aging buckets (§3.9)', () => {
  it('puts day 30 in 1–30 and day 31 in 31–60', () => {
    const bucket = (reference: string) => agingBucket('2026-01-01', reference);
    expect(bucket('2026-01-01')).toBe('A_VENCER');
    expect(bucket('2026-01-02')).toBe('DIAS_1_30');
    expect(bucket('2026-01-31')).toBe('DIAS_1_30');
    expect(bucket('2026-02-01')).toBe('DIAS_31_60');
    expect(bucket('2026-03-02')).toBe('DIAS_31_60');
    expect(bucket('2026-03-03')).toBe('DIAS_61_90');
    expect(bucket('2026-04-01')).toBe('DIAS_61_90');
    expect(bucket('2026-04-02')).toBe('ACIMA_90');
  });

  it('sums open amounts per bucket', () => {
    const summary = agingSummary(
      [
        { dueDate: '2026-05-01', openCentavos: 1000 },
        { dueDate: '2026-05-20', openCentavos: 500 },
        { dueDate: '2026-01-01', openCentavos: 200 },
      ],
      '2026-05-15',
    );
    expect(summary).toEqual({ A_VENCER: 500, DIAS_1_30: 1000, DIAS_31_60: 0, DIAS_61_90: 0, ACIMA_90: 200 });
  });
});
