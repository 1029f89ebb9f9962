import { closeUnitCycle, type DistributorRules, type PricingContract } from '../src/index.ts';
import { exampleCycle } from './example-tariff.ts';
import { lot, TRIFASICO_UC } from './lots.ts';

/** The UC of energy.md §3.2: C = 600 kWh, A = 480 kWh, lots 2025-09 = 50 and 2026-01 = 100, CIP R$ 15,00. */
export function closeMainExample(
  rules: Partial<DistributorRules> = {},
  regime: 'GD_I' | 'GD_II' = 'GD_II',
  contract?: PricingContract,
) {
  return closeUnitCycle(exampleCycle('2026-05', rules), {
    unit: TRIFASICO_UC,
    consumptionKwh: 600,
    allocations: [{ plantId: 'usina-1', regime, kwh: 480 }],
    lots: [lot('2025-09', 50, regime), lot('2026-01', 100, regime)],
    cipCentavos: 1500,
    contract,
  });
}
