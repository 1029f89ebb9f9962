import { assertIsoDate, type IsoDate } from './iso-date.ts';
import { divideHalfUp, toScaledInteger } from './scaled-decimal.ts';
import { assertYearMonth, daysInMonth, monthIndex, type YearMonth } from './year-month.ts';
import { assertArray } from './validation.ts';

export interface GenerationModel {
  /** DC power, kWp (up to 3 decimals). */
  dcPowerKwp: number;
  /** Mean daily irradiation per calendar month, Jan..Dec, kWh/m²·day (up to 3 decimals). */
  monthlyIrradiation: readonly number[];
  /** Performance ratio, e.g. 0.78 (up to 6 decimals). */
  performanceRatio: number;
  /** Annual degradation, e.g. 0.005 (up to 6 decimals). */
  annualDegradation: number;
  /** data_inicio_injecao: years of operation count from it. */
  injectionStart: IsoDate;
}

/** Whole years of operation completed on the first day of `month` (0 during the first twelve months). */
export function yearsOfOperation(injectionStart: IsoDate, month: YearMonth): number {
  const startMonth = monthIndex(injectionStart.slice(0, 7));
  const whole = Math.floor((monthIndex(month) - startMonth) / 12);
  // Starting after day 1, the anniversary month's first day is still short of a whole year.
  const completed =
    injectionStart.slice(8) === '01' ? whole : Math.floor((monthIndex(month) - startMonth - 1) / 12);
  return Math.max(0, completed);
}

/**
 * §3.6: E = kWp × H(m) × days(m) × PR × (1 − degradation)^years, computed exactly and rounded half-up to
 * whole kWh.
 */
export function expectedGeneration(model: GenerationModel, month: YearMonth): number {
  assertYearMonth(month, 'month');
  assertIsoDate(model.injectionStart, 'injectionStart');
  assertArray(model.monthlyIrradiation, 'monthlyIrradiation');
  if (model.monthlyIrradiation.length !== 12) throw new RangeError('monthlyIrradiation must have 12 values');
  const kwpMilli = BigInt(toScaledInteger(model.dcPowerKwp, 3, 'dcPowerKwp'));
  const irradiation = model.monthlyIrradiation[Number(month.slice(5, 7)) - 1]!;
  const irradiationMilli = BigInt(toScaledInteger(irradiation, 3, 'monthlyIrradiation'));
  const prPpm = BigInt(toScaledInteger(model.performanceRatio, 6, 'performanceRatio'));
  const degradationPpm = BigInt(toScaledInteger(model.annualDegradation, 6, 'annualDegradation'));
  if (kwpMilli < 0n || irradiationMilli < 0n || prPpm < 0n || prPpm > 1_000_000n) {
    throw new RangeError('power and irradiation must be non-negative and PR between 0 and 1');
  }
  if (degradationPpm < 0n || degradationPpm >= 1_000_000n)
    throw new RangeError('annualDegradation must be in [0, 1)');
  const years = BigInt(yearsOfOperation(model.injectionStart, month));
  const numerator =
    kwpMilli * irradiationMilli * BigInt(daysInMonth(month)) * prPpm * (1_000_000n - degradationPpm) ** years;
  const denominator = 1_000_000_000_000n * 1_000_000n ** years;
  return Number(divideHalfUp(numerator, denominator));
}
