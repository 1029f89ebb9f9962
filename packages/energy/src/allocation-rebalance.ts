import { splitByPercentage } from './allocation-split.ts';
import { PPM } from './scaled-decimal.ts';
import { assertArray, assertNonNegativeInteger } from './validation.ts';

/** Why a UC is proposed no share: it then leaves the version, and the suggestion says why. */
export type RebalanceDropReason = 'INATIVA' | 'SEM_CONSUMO' | 'BANCO_COBRE';

export interface RebalanceBeneficiary {
  unitId: string;
  active: boolean;
  /** Mean monthly consumption measured over the period's closed cycles (kWh). */
  meanConsumptionKwh: number;
  /** Credits banked at the end of the period (kWh). */
  balanceKwh: number;
}

export interface RebalanceInput {
  /** The plant's mean monthly excedente measured over the same cycles (kWh). */
  excedenteKwh: number;
  beneficiaries: readonly RebalanceBeneficiary[];
  /** Months of consumption a UC may keep in the bank before it is drawn down (3, §3.7). */
  bankMonths: number;
}

export interface RebalanceShare {
  unitId: string;
  /** What the UC should receive a month: its consumption less a twelfth of its bank beyond `bankMonths`. */
  targetKwh: number;
  percentPpm: number;
  /** The whole kWh the share would give it from the mean excedente (§1.5 split). */
  previewKwh: number;
  reason: RebalanceDropReason | null;
}

export interface RebalanceResult {
  /** In input order, every beneficiary (those dropped at 0 with their reason). */
  shares: RebalanceShare[];
  neededKwh: number;
  /** What stays at the generating UC: the excedente beyond every UC's need. */
  generatorPpm: number;
  generatorKwh: number;
}

/**
 * Rebalancing (§3.7 applied to what was measured): each beneficiary's target is its mean consumption less a
 * twelfth of the credits it holds beyond `bankMonths` of consumption (used within a year); the plant's mean
 * excedente is shared in proportion to the targets. When the targets add up to more than the excedente the
 * shares total exactly 100 %; otherwise each covers its target and the rest stays at the generating UC. Shares
 * are whole ppm (4 decimals of a percent), each rounded down, the ppm still missing from the total handed out
 * by largest remainder (ties in input order), so they add up exactly.
 */
export function rebalanceAllocation(input: RebalanceInput): RebalanceResult {
  assertNonNegativeInteger(input.excedenteKwh, 'excedenteKwh');
  assertNonNegativeInteger(input.bankMonths, 'bankMonths');
  assertArray(input.beneficiaries, 'beneficiaries');
  const targets = input.beneficiaries.map((b, index) => {
    assertNonNegativeInteger(b.meanConsumptionKwh, `beneficiaries[${index}].meanConsumptionKwh`);
    assertNonNegativeInteger(b.balanceKwh, `beneficiaries[${index}].balanceKwh`);
    if (!b.active) return { target: 0, reason: 'INATIVA' as const };
    if (b.meanConsumptionKwh === 0) return { target: 0, reason: 'SEM_CONSUMO' as const };
    const beyond = Math.max(0, b.balanceKwh - input.bankMonths * b.meanConsumptionKwh);
    const target = Math.max(0, b.meanConsumptionKwh - Math.ceil(beyond / 12));
    return { target, reason: target === 0 ? ('BANCO_COBRE' as const) : null };
  });
  const needed = targets.reduce((sum, t) => sum + t.target, 0);
  const base = Math.max(input.excedenteKwh, needed);
  const total = base === 0 ? 0 : needed >= input.excedenteKwh ? PPM : Math.floor((needed * PPM) / base);
  const ppms = targets.map((t) => (base === 0 ? 0 : Math.floor((t.target * PPM) / base)));
  let missing = total - ppms.reduce((sum, ppm) => sum + ppm, 0);
  const byRemainder = targets
    .map((t, index) => ({ index, remainder: base === 0 ? 0 : (t.target * PPM) % base }))
    .filter((entry) => targets[entry.index]!.target > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    ppms[index]! += 1;
    missing -= 1;
  }
  const split = splitByPercentage(
    input.excedenteKwh,
    input.beneficiaries.map((b, index) => ({ unitId: b.unitId, percentPpm: ppms[index]! })),
  );
  return {
    shares: input.beneficiaries.map((b, index) => ({
      unitId: b.unitId,
      targetKwh: targets[index]!.target,
      percentPpm: ppms[index]!,
      previewKwh: split.shares[index]!.kwh,
      reason: targets[index]!.reason,
    })),
    neededKwh: needed,
    generatorPpm: PPM - total,
    generatorKwh: split.generatorKwh,
  };
}
