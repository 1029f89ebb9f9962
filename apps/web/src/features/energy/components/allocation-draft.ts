import type { AllocationInput, PlantAllocationVersion } from '@alvorada/contracts';

const FULL_PPM = 1_000_000;
/** Shares are kept to 4 decimals of a percent: 0,0001 % = 1 ppm, the finest step the API stores. */
const SHARE_DECIMALS = 4;

export type AllocationKind = 'PERCENTUAL' | 'PRIORIDADE';

/** One row of the editor: the UC and what the operator typed (a percentage or an order of priority). */
export interface DraftItem {
  unitId: number | null;
  share: string;
  priority: string;
}

export interface Draft {
  kind: AllocationKind;
  effectiveCycle: string;
  items: DraftItem[];
}

/** Errors keyed as the server keys them: `items.<i>.percent_ppm`, `items.<i>.unit_id`, `effective_cycle`… */
export type DraftErrors = Record<string, string>;

export function addMonths(month: string, count: number) {
  const [year, m] = month.split('-').map(Number);
  const index = year! * 12 + (m! - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The cycles a new version may start from: the twelve after the last closed one; for a plant no closed cycle
 * has computed yet, from last month on (a month just ended is still open to close).
 */
export function cycleOptions(lastClosed: string | null, now = new Date()) {
  const first = lastClosed
    ? addMonths(lastClosed, 1)
    : addMonths(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`, -1);
  return Array.from({ length: 12 }, (_, i) => addMonths(first, i));
}

/** A ppm share as the operator reads it in percent, with the locale's decimal sign and no trailing zeros. */
export const shareText = (ppm: number | null | undefined, decimal = ',') =>
  ppm === null || ppm === undefined ? '' : String(ppm / 10_000).replace('.', decimal);

/** Percent text (comma or point) to ppm; null when it is no number. */
export function parseShare(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  return Math.round(Number(clean) * 10_000);
}

/** Whether the text has more decimals than a share keeps. */
const tooPrecise = (text: string) => (text.trim().split(/[.,]/)[1]?.length ?? 0) > SHARE_DECIMALS;

/**
 * The draft a version starts from, optionally with proposed shares (`unitId → ppm`) put in; every other
 * share is the stored one, to the last of its 4 decimals.
 */
export function draftFrom(
  version: PlantAllocationVersion | undefined,
  effectiveCycle: string,
  proposal: Map<number, number> = new Map(),
  decimal = ',',
): Draft {
  // A UC proposed at 0 % leaves the version and uses up the credits it banked.
  const kept = (version?.items ?? []).filter((item) => proposal.get(item.unit_id) !== 0);
  const items = kept.map((item) => ({
    unitId: item.unit_id,
    share: shareText(proposal.get(item.unit_id) ?? item.percent_ppm, decimal),
    priority: item.priority === null ? '' : String(item.priority),
  }));
  return {
    kind: version?.kind === 'PRIORIDADE' && !proposal.size ? 'PRIORIDADE' : 'PERCENTUAL',
    effectiveCycle,
    items: items.length ? items : [{ unitId: null, share: '', priority: '' }],
  };
}

/** The draft's sum of shares in ppm (unreadable shares count as zero). */
export const draftSum = (draft: Draft) =>
  draft.items.reduce((total, item) => total + (parseShare(item.share) ?? 0), 0);

/** The server's rules, checked as the operator types; the server decides on save. */
export function validateDraft(draft: Draft, lastClosed: string | null): DraftErrors {
  const errors: DraftErrors = {};
  const units = new Set<number>();
  const priorities = new Set<number>();
  draft.items.forEach((item, i) => {
    if (item.unitId === null) errors[`items.${i}.unit_id`] = 'unitRequired';
    else if (units.has(item.unitId)) errors[`items.${i}.unit_id`] = 'duplicateUnit';
    else units.add(item.unitId);
    if (draft.kind === 'PERCENTUAL') {
      const ppm = parseShare(item.share);
      if (ppm === null || ppm === 0) errors[`items.${i}.percent_ppm`] = 'shareRequired';
      else if (tooPrecise(item.share)) errors[`items.${i}.percent_ppm`] = 'precision';
    } else {
      const priority = /^\d{1,4}$/.test(item.priority.trim()) ? Number(item.priority) : 0;
      if (priority < 1) errors[`items.${i}.priority`] = 'priorityRequired';
      else if (priorities.has(priority)) errors[`items.${i}.priority`] = 'priorityRepeated';
      else priorities.add(priority);
    }
  });
  if (draft.kind === 'PERCENTUAL' && draftSum(draft) > FULL_PPM) errors.items = 'over100';
  if (lastClosed && draft.effectiveCycle <= lastClosed) errors.effective_cycle = 'cycleClosed';
  return errors;
}

/**
 * Whether the draft cannot be sent as typed: a share finer than 0,0001 % has no ppm to carry it, and only the
 * editor sees it, so it is kept from the server rather than rounded.
 */
export const unsendable = (errors: DraftErrors) => Object.values(errors).includes('precision');

/** The body of the new version: a draft (RASCUNHO) until the distributor's protocol is recorded. */
export function toInput(plantId: number, draft: Draft): AllocationInput {
  return {
    plant_id: plantId,
    kind: draft.kind,
    effective_cycle: draft.effectiveCycle,
    status: 'RASCUNHO',
    items: draft.items.map((item) =>
      draft.kind === 'PERCENTUAL'
        ? { unit_id: item.unitId!, percent_ppm: parseShare(item.share) ?? 0 }
        : { unit_id: item.unitId!, priority: Number(item.priority) },
    ),
  };
}
