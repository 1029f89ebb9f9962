import { assertIsoDate, daysBetween, type IsoDate } from './iso-date.ts';
import { assertArray, assertInteger } from './validation.ts';

export type AgingBucket = 'A_VENCER' | 'DIAS_1_30' | 'DIAS_31_60' | 'DIAS_61_90' | 'ACIMA_90';
export const AGING_BUCKETS: readonly AgingBucket[] = [
  'A_VENCER',
  'DIAS_1_30',
  'DIAS_31_60',
  'DIAS_61_90',
  'ACIMA_90',
];

/** §3.9: by calendar days past due (reference − due date); day 30 is still 1–30. */
export function agingBucket(dueDate: IsoDate, referenceDate: IsoDate): AgingBucket {
  assertIsoDate(dueDate, 'dueDate');
  assertIsoDate(referenceDate, 'referenceDate');
  const days = daysBetween(dueDate, referenceDate);
  if (days <= 0) return 'A_VENCER';
  if (days <= 30) return 'DIAS_1_30';
  if (days <= 60) return 'DIAS_31_60';
  if (days <= 90) return 'DIAS_61_90';
  return 'ACIMA_90';
}

export interface Receivable {
  dueDate: IsoDate;
  openCentavos: number;
}

/** Open amounts summed per bucket, in centavos. */
export function agingSummary(
  receivables: readonly Receivable[],
  referenceDate: IsoDate,
): Record<AgingBucket, number> {
  assertArray(receivables, 'receivables');
  const summary: Record<AgingBucket, number> = {
    A_VENCER: 0,
    DIAS_1_30: 0,
    DIAS_31_60: 0,
    DIAS_61_90: 0,
    ACIMA_90: 0,
  };
  receivables.forEach((receivable, index) => {
    assertInteger(receivable?.openCentavos, `receivables[${index}].openCentavos`);
    summary[agingBucket(receivable.dueDate, referenceDate)] += receivable.openCentavos;
  });
  return summary;
}
