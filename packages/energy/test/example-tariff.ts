import {
  prepareCycle,
  taxedTariff,
  toMicros,
  toPpm,
  type DistributorRules,
  type Tariff,
  type Taxes,
} from '../src/index.ts';

/** The illustrative tariff of energy.md §3.1. */
export const EXAMPLE_TAXES: Taxes = { icmsPpm: toPpm(0.18), pisPpm: toPpm(0.012), cofinsPpm: toPpm(0.055) };

export const EXAMPLE_TARIFF: Tariff = {
  teMicros: toMicros(0.3),
  tusdMicros: toMicros(0.45),
  fioBMicros: toMicros(0.22),
  fioAMicros: 0,
  chargesMicros: 0,
};

export const EXAMPLE_TAXED = taxedTariff(EXAMPLE_TARIFF, EXAMPLE_TAXES);

export function exampleCycle(cycle: string, rules?: Partial<DistributorRules>) {
  return prepareCycle({
    cycle,
    tariff: EXAMPLE_TAXED,
    rules: rules && {
      taxFormula: 'NOVA',
      gd1Minimum: 'PRESERVA_CREDITOS',
      gd2Minimum: 'MAIOR_ENTRE',
      creditValidityMonths: 60,
      expiryCounting: 'ULTIMO_USO_M59',
      ...rules,
    },
  });
}
