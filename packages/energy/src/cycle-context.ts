import {
  DEFAULT_DISTRIBUTOR_RULES,
  validateDistributorRules,
  type DistributorRules,
} from './distributor-rules.ts';
import { DEFAULT_FIO_B_LADDER, findFioBRule, validateFioBLadder, type FioBLadder } from './fio-b-ladder.ts';
import { GD_REGIMES, type GdRegime } from './gd-regime-types.ts';
import type { TaxedTariff } from './tax-gross-up.ts';
import { assertYearMonth, yearOf, type YearMonth } from './year-month.ts';
import { assertNonNegativeInteger } from './validation.ts';

export interface CycleContextInput {
  cycle: YearMonth;
  tariff: TaxedTariff;
  rules?: DistributorRules;
  ladder?: FioBLadder;
  /** Bandeira additional with taxes, micro-reais per kWh (0 for bandeira verde). */
  flagMicros?: number;
}

/** Transport cost f of one compensated kWh of a regime, exact in pico-reais (§3 notation). */
export interface TransportRate {
  picoPerKwh: bigint;
  confirmed: boolean;
}

/**
 * Everything that is the same for all UCs of one distributor, tariff and cycle, validated and derived once
 * so that closing each UC does no repeated work.
 */
export interface CycleContext {
  cycle: YearMonth;
  tariff: TaxedTariff;
  rules: DistributorRules;
  flagMicros: number;
  /** Per regime; absent when the ladder has no rule for that regime in the cycle's year. */
  transport: Readonly<Partial<Record<GdRegime, TransportRate>>>;
}

export function prepareCycle(input: CycleContextInput): CycleContext {
  assertYearMonth(input.cycle, 'cycle');
  for (const key of ['fullMicros', 'fioBMicros', 'fioAMicros', 'chargesMicros'] as const) {
    assertNonNegativeInteger(input.tariff?.[key], `tariff.${key}`);
  }
  const rules = input.rules ?? DEFAULT_DISTRIBUTOR_RULES;
  validateDistributorRules(rules);
  const ladder = input.ladder ?? DEFAULT_FIO_B_LADDER;
  validateFioBLadder(ladder);
  const flagMicros = input.flagMicros ?? 0;
  assertNonNegativeInteger(flagMicros, 'flagMicros');
  const year = yearOf(input.cycle);
  const transport: Partial<Record<GdRegime, TransportRate>> = {};
  for (const regime of GD_REGIMES) {
    const rule = findFioBRule(year, regime, ladder);
    if (!rule) continue;
    const { fioBMicros, fioAMicros, chargesMicros } = input.tariff;
    transport[regime] = {
      picoPerKwh:
        BigInt(rule.fioBSharePpm * fioBMicros) +
        BigInt(rule.fioASharePpm * fioAMicros) +
        BigInt(rule.chargesSharePpm * chargesMicros),
      confirmed: rule.confirmed,
    };
  }
  return { cycle: input.cycle, tariff: input.tariff, rules, flagMicros, transport };
}
