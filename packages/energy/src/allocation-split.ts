import { PPM } from './scaled-decimal.ts';
import { assertArray, assertInteger, assertNonNegativeInteger } from './validation.ts';

export interface PercentageItem {
  unitId: string;
  /** Share of the excedente in ppm (25,21 % = 252_100). */
  percentPpm: number;
}

export interface PriorityItem {
  unitId: string;
  /** 1 is served first. */
  priority: number;
}

export interface UnitShare {
  unitId: string;
  kwh: number;
}

export interface AllocationSplit {
  /** In input order (percentage) or priority order (priority). */
  shares: UnitShare[];
  /** What stays with the generating UC as credit. */
  generatorKwh: number;
}

/** Keeps excedente × ppm an exact JavaScript integer. */
const MAX_EXCEDENTE_KWH = 9_000_000_000;

function assertUnitId(value: unknown, name: string): void {
  if (typeof value !== 'string' || value === '') throw new TypeError(`${name} must be a non-empty string`);
}

export function validatePercentages(items: readonly PercentageItem[]): number {
  assertArray(items, 'items');
  const units = new Set<string>();
  let total = 0;
  items.forEach((item, index) => {
    assertUnitId(item?.unitId, `items[${index}].unitId`);
    if (units.has(item.unitId)) throw new RangeError(`items: UC ${item.unitId} repeated`);
    units.add(item.unitId);
    assertNonNegativeInteger(item.percentPpm, `items[${index}].percentPpm`);
    total += item.percentPpm;
  });
  if (total > PPM)
    throw new RangeError(`allocation percentages add up to ${total / 10_000} %, more than 100 %`);
  return total;
}

/**
 * §1.5 split by percentage in whole kWh: every share (the generating UC's `100 % − Σ pct` counted last) is
 * truncated, then the kWh still missing go one at a time to the largest fractional parts (ties in item
 * order), so the parts always add up to the excedente.
 */
export function splitByPercentage(excedenteKwh: number, items: readonly PercentageItem[]): AllocationSplit {
  assertNonNegativeInteger(excedenteKwh, 'excedenteKwh');
  if (excedenteKwh > MAX_EXCEDENTE_KWH) throw new RangeError(`excedenteKwh above ${MAX_EXCEDENTE_KWH}`);
  const total = validatePercentages(items);
  const ppms = [...items.map((item) => item.percentPpm), PPM - total];
  const kwh = ppms.map((ppm) => Math.floor((excedenteKwh * ppm) / PPM));
  let missing = excedenteKwh - kwh.reduce((sum, value) => sum + value, 0);
  const byRemainder = ppms
    .map((ppm, index) => ({ index, remainder: (excedenteKwh * ppm) % PPM }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing === 0) break;
    kwh[index]! += 1;
    missing -= 1;
  }
  return {
    shares: items.map((item, index) => ({ unitId: item.unitId, kwh: kwh[index]! })),
    generatorKwh: kwh[items.length]!,
  };
}

/**
 * Split by order of priority (art. 14): each UC in turn receives up to its demand (its expected
 * consumption, or consumption − CD for GD I sources); what is left stays with the generating UC.
 */
export function splitByPriority(
  excedenteKwh: number,
  items: readonly PriorityItem[],
  demandKwh: Readonly<Record<string, number>>,
): AllocationSplit {
  assertNonNegativeInteger(excedenteKwh, 'excedenteKwh');
  assertArray(items, 'items');
  const priorities = new Set<number>();
  items.forEach((item, index) => {
    assertUnitId(item?.unitId, `items[${index}].unitId`);
    assertInteger(item.priority, `items[${index}].priority`);
    if (priorities.has(item.priority)) throw new RangeError(`items: priority ${item.priority} repeated`);
    priorities.add(item.priority);
    assertNonNegativeInteger(demandKwh[item.unitId], `demandKwh["${item.unitId}"]`);
  });
  let left = excedenteKwh;
  const shares = [...items]
    .sort((a, b) => a.priority - b.priority)
    .map((item) => {
      const kwh = Math.min(left, demandKwh[item.unitId]!);
      left -= kwh;
      return { unitId: item.unitId, kwh };
    });
  return { shares, generatorKwh: left };
}
