import type { Gd1MinimumRule, Gd2MinimumRule, DistributorRules } from './distributor-rules.ts';
import type { GdRegime } from './gd-regime-types.ts';

export type AppliedMinimumRule = Gd1MinimumRule | Gd2MinimumRule;

/** One source consumed by a UC in a cycle, in order of use. */
export interface SourceUse {
  regime: GdRegime;
  kwh: number;
  /** Exact transport cost per kWh (pico-reais). */
  ratePico: bigint;
}

/**
 * The GD I setting governs when every source used is GD I; any GD II/III source brings in the 655-I
 * reading. (With f = 0, PRESERVA_CREDITOS is LIMITADO_AO_CD and COMPENSA_TUDO is MAIOR_ENTRE.)
 */
export function appliedMinimumRule(uses: readonly SourceUse[], rules: DistributorRules): AppliedMinimumRule {
  const onlyGdI = uses.every((use) => use.regime === 'GD_I' || use.kwh === 0);
  return onlyGdI ? rules.gd1Minimum : rules.gd2Minimum;
}

export function transportPico(uses: readonly SourceUse[]): bigint {
  let total = 0n;
  for (const use of uses) total += BigInt(use.kwh) * use.ratePico;
  return total;
}

/**
 * LIMITADO_AO_CD / PRESERVA_CREDITOS (§3.2 step 5): while R × T + F is below CD × T, gives kWh back in
 * reverse order of use, as many as keep the bill at or under the minimum; each kWh given back from a source
 * raises the bill by T − f. Single source, this is X* = ⌈(C − CD) × T / (T − f)⌉. Mutates `uses`.
 */
export function giveBackToMinimum(
  uses: SourceUse[],
  residualKwh: number,
  minimumKwh: number,
  fullPicoPerKwh: bigint,
): void {
  let slack = BigInt(minimumKwh - residualKwh) * fullPicoPerKwh - transportPico(uses);
  for (let index = uses.length - 1; index >= 0 && slack > 0n; index--) {
    const use = uses[index]!;
    const step = fullPicoPerKwh - use.ratePico;
    const back = step <= 0n ? use.kwh : Math.min(use.kwh, Number(slack / step));
    use.kwh -= back;
    slack -= BigInt(back) * step;
    if (use.kwh > 0) break;
  }
}
