import { assertIsoDate, daysBetween, type IsoDate } from './iso-date.ts';
import { divideHalfUp } from './scaled-decimal.ts';
import { assertNonNegativeInteger } from './validation.ts';

export interface LateChargeTerms {
  /** Fine on the invoice value, ppm; CDC art. 52 §1 caps it at 2 % (20_000). */
  finePpm: number;
  /** Default interest per 30 days, ppm, pro rata die. */
  monthlyInterestPpm: number;
}

export const DEFAULT_LATE_CHARGE_TERMS: LateChargeTerms = { finePpm: 20_000, monthlyInterestPpm: 10_000 };
const MAX_FINE_PPM = 20_000;

export interface LateCharges {
  daysLate: number;
  fineCentavos: number;
  interestCentavos: number;
  /** Invoice value + fine + interest. */
  totalCentavos: number;
}

/**
 * §3.9: fine once + interest × days/30, both on the invoice value only, each rounded half-up to centavos;
 * nothing when paid on or before the due date.
 */
export function lateCharges(
  valueCentavos: number,
  dueDate: IsoDate,
  paymentDate: IsoDate,
  terms: LateChargeTerms = DEFAULT_LATE_CHARGE_TERMS,
): LateCharges {
  assertNonNegativeInteger(valueCentavos, 'valueCentavos');
  assertIsoDate(dueDate, 'dueDate');
  assertIsoDate(paymentDate, 'paymentDate');
  assertNonNegativeInteger(terms.finePpm, 'terms.finePpm');
  assertNonNegativeInteger(terms.monthlyInterestPpm, 'terms.monthlyInterestPpm');
  if (terms.finePpm > MAX_FINE_PPM) throw new RangeError('terms.finePpm above the 2 % consumer-law cap');
  const daysLate = Math.max(0, daysBetween(dueDate, paymentDate));
  if (daysLate === 0) return { daysLate, fineCentavos: 0, interestCentavos: 0, totalCentavos: valueCentavos };
  const value = BigInt(valueCentavos);
  const fineCentavos = Number(divideHalfUp(value * BigInt(terms.finePpm), 1_000_000n));
  const interestCentavos = Number(
    divideHalfUp(value * BigInt(terms.monthlyInterestPpm) * BigInt(daysLate), 30_000_000n),
  );
  return {
    daysLate,
    fineCentavos,
    interestCentavos,
    totalCentavos: valueCentavos + fineCentavos + interestCentavos,
  };
}
