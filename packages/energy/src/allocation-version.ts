import {
  splitByPercentage,
  splitByPriority,
  validatePercentages,
  type AllocationSplit,
} from './allocation-split.ts';
import { assertYearMonth, type YearMonth } from './year-month.ts';
import { assertArray, assertInteger, assertNonNegativeInteger, assertOneOf } from './validation.ts';

export type AllocationKind = 'PERCENTUAL' | 'PRIORIDADE';
export type AllocationStatus = 'RASCUNHO' | 'PROTOCOLADO' | 'VIGENTE' | 'REJEITADO' | 'SUBSTITUIDO';
const STATUSES: readonly AllocationStatus[] = [
  'RASCUNHO',
  'PROTOCOLADO',
  'VIGENTE',
  'REJEITADO',
  'SUBSTITUIDO',
];
const GOVERNING: readonly AllocationStatus[] = ['PROTOCOLADO', 'VIGENTE', 'SUBSTITUIDO'];

export interface AllocationItem {
  unitId: string;
  /** PERCENTUAL: share in ppm. */
  percentPpm?: number;
  /** PRIORIDADE: 1 first. */
  priority?: number;
}

/** A versioned rateio of one plant (model Rateio, §2.3). */
export interface AllocationVersion {
  plantId: string;
  version: number;
  kind: AllocationKind;
  items: readonly AllocationItem[];
  /** First cycle in which the distributor applies it. */
  effectiveCycle: YearMonth;
  status: AllocationStatus;
  protocol?: string;
}

/** Rejects a malformed version, and a PERCENTUAL one whose shares add up to more than 100 %. */
export function validateAllocationVersion(version: AllocationVersion): void {
  if (typeof version?.plantId !== 'string' || version.plantId === '') {
    throw new TypeError('version.plantId must be a non-empty string');
  }
  assertNonNegativeInteger(version.version, 'version.version');
  assertOneOf(version.kind, 'version.kind', ['PERCENTUAL', 'PRIORIDADE']);
  assertOneOf(version.status, 'version.status', STATUSES);
  assertYearMonth(version.effectiveCycle, 'version.effectiveCycle');
  assertArray(version.items, 'version.items');
  if (version.kind === 'PERCENTUAL') {
    validatePercentages(version.items.map((item) => ({ unitId: item.unitId, percentPpm: item.percentPpm! })));
  } else {
    version.items.forEach((item, index) => assertInteger(item.priority, `version.items[${index}].priority`));
  }
}

/**
 * §1.5: the version governing `cycle` is the one with the latest `effectiveCycle ≤ cycle` among PROTOCOLADO,
 * VIGENTE and SUBSTITUIDO versions (the higher version number on a tie); none before the first one.
 */
export function effectiveAllocation(
  versions: readonly AllocationVersion[],
  cycle: YearMonth,
): AllocationVersion | undefined {
  assertYearMonth(cycle, 'cycle');
  assertArray(versions, 'versions');
  let found: AllocationVersion | undefined;
  for (const version of versions) {
    validateAllocationVersion(version);
    if (!GOVERNING.includes(version.status) || version.effectiveCycle > cycle) continue;
    if (
      !found ||
      version.effectiveCycle > found.effectiveCycle ||
      (version.effectiveCycle === found.effectiveCycle && version.version > found.version)
    ) {
      found = version;
    }
  }
  return found;
}

/** Splits a plant's excedente under a version; PRIORIDADE needs each UC's demand for the cycle. */
export function allocateExcedente(
  version: AllocationVersion,
  excedenteKwh: number,
  demandKwh: Readonly<Record<string, number>> = {},
): AllocationSplit {
  validateAllocationVersion(version);
  return version.kind === 'PERCENTUAL'
    ? splitByPercentage(
        excedenteKwh,
        version.items.map((item) => ({ unitId: item.unitId, percentPpm: item.percentPpm! })),
      )
    : splitByPriority(
        excedenteKwh,
        version.items.map((item) => ({ unitId: item.unitId, priority: item.priority! })),
        demandKwh,
      );
}
