import type { TaxFormula } from './tax-gross-up.ts';
import { TAX_FORMULAS } from './tax-gross-up.ts';
import { assertNonNegativeInteger, assertOneOf } from './validation.ts';

/** §1.6 GD I: compensate only down to the minimum (credits kept) or everything and still bill the minimum. */
export type Gd1MinimumRule = 'PRESERVA_CREDITOS' | 'COMPENSA_TUDO';
/** §1.6 the two readings of REN 1000 art. 655-I for GD II/III sources. */
export type Gd2MinimumRule = 'MAIOR_ENTRE' | 'LIMITADO_AO_CD';
/** §7.6: last usable cycle of a lot born in M is M+59 (default) or M+60. */
export type ExpiryCounting = 'ULTIMO_USO_M59' | 'ULTIMO_USO_M60';

/** Per-distributor settings (model Distribuidora, §2.1, plus the configuration of §6). */
export interface DistributorRules {
  taxFormula: TaxFormula;
  gd1Minimum: Gd1MinimumRule;
  gd2Minimum: Gd2MinimumRule;
  creditValidityMonths: number;
  expiryCounting: ExpiryCounting;
}

export const DEFAULT_DISTRIBUTOR_RULES: DistributorRules = {
  taxFormula: 'NOVA',
  gd1Minimum: 'PRESERVA_CREDITOS',
  gd2Minimum: 'MAIOR_ENTRE',
  creditValidityMonths: 60,
  expiryCounting: 'ULTIMO_USO_M59',
};

export function validateDistributorRules(rules: DistributorRules): void {
  assertOneOf(rules.taxFormula, 'rules.taxFormula', TAX_FORMULAS);
  assertOneOf(rules.gd1Minimum, 'rules.gd1Minimum', ['PRESERVA_CREDITOS', 'COMPENSA_TUDO']);
  assertOneOf(rules.gd2Minimum, 'rules.gd2Minimum', ['MAIOR_ENTRE', 'LIMITADO_AO_CD']);
  assertNonNegativeInteger(rules.creditValidityMonths, 'rules.creditValidityMonths');
  if (rules.creditValidityMonths === 0) throw new RangeError('rules.creditValidityMonths must be at least 1');
  assertOneOf(rules.expiryCounting, 'rules.expiryCounting', ['ULTIMO_USO_M59', 'ULTIMO_USO_M60']);
}
