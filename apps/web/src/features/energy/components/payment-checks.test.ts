import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '@/shared/ui/date-field/date-field.tsx';
import { paymentProblems } from './payment-checks.ts';

const base = {
  on: '2026-11-20',
  centavos: 10_000,
  issueDate: '2026-11-03',
  today: '2026-11-29',
  openCentavos: 39_644,
  excessAsCredit: false,
};

describe('a payment checked as the server checks it', () => {
  it('takes a day from the invoice’s issue to today', () => {
    expect(paymentProblems({ ...base, on: '2026-11-03' })).toEqual({});
    expect(paymentProblems({ ...base, on: '2026-11-29' })).toEqual({});
    expect(paymentProblems({ ...base, on: '2026-11-02' }).credited_on).toBe('dateBeforeIssue');
    expect(paymentProblems({ ...base, on: '2026-11-30' }).credited_on).toBe('dateFuture');
    expect(paymentProblems({ ...base, on: INVALID_DATE }).credited_on).toBe('invalidDate');
    expect(paymentProblems({ ...base, on: '' }).credited_on).toBe('invalidDate');
  });

  it('takes an amount above zero, up to what is open unless the excess becomes credit', () => {
    expect(paymentProblems({ ...base, centavos: 39_644 })).toEqual({});
    expect(paymentProblems({ ...base, centavos: 39_645 }).amount_centavos).toBe('overOpen');
    expect(paymentProblems({ ...base, centavos: 39_645, excessAsCredit: true })).toEqual({});
    expect(paymentProblems({ ...base, centavos: 0, excessAsCredit: true }).amount_centavos).toBe(
      'amountPositive',
    );
    expect(paymentProblems({ ...base, centavos: null }).amount_centavos).toBe('invalidAmount');
  });
});
