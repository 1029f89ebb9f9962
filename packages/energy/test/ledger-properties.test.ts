import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  balancesFromMovements,
  closeUnitCycle,
  compareFifo,
  prepareCycle,
  splitByPercentage,
  type ConnectionType,
  type CreditLot,
  type DistributorRules,
  type GdRegime,
} from '../src/index.ts';
import { EXAMPLE_TAXED } from './example-tariff.ts';

const regime = fc.constantFrom<GdRegime>('GD_I', 'GD_II', 'GD_II_ESTENDIDO', 'GD_III');
const cycleInput = fc.record({
  consumptionKwh: fc.integer({ min: 0, max: 900 }),
  allocations: fc.array(
    fc.record({ plantIndex: fc.integer({ min: 0, max: 2 }), kwh: fc.integer({ min: 0, max: 900 }) }),
    {
      maxLength: 3,
    },
  ),
});
const scenario = fc.record({
  rules: fc.record<DistributorRules>({
    taxFormula: fc.constant('NOVA'),
    gd1Minimum: fc.constantFrom('PRESERVA_CREDITOS', 'COMPENSA_TUDO'),
    gd2Minimum: fc.constantFrom('MAIOR_ENTRE', 'LIMITADO_AO_CD'),
    creditValidityMonths: fc.integer({ min: 1, max: 60 }),
    expiryCounting: fc.constantFrom('ULTIMO_USO_M59', 'ULTIMO_USO_M60'),
  }),
  connection: fc.constantFrom<ConnectionType>('MONOFASICO', 'BIFASICO_3C', 'TRIFASICO'),
  plantRegimes: fc.array(regime, { minLength: 3, maxLength: 3 }),
  cycles: fc.array(cycleInput, { minLength: 1, maxLength: 40 }),
});

describe('credit ledger properties', () => {
  it('conserves energy, keeps lots non-negative, never uses expired credits and follows FIFO', () => {
    fc.assert(
      fc.property(scenario, ({ rules, connection, plantRegimes, cycles }) => {
        const unit = { id: 'uc', group: 'B' as const, connection };
        let lots: CreditLot[] = [];
        let allocated = 0;
        let compensated = 0;
        let expired = 0;
        const movements = [];
        for (const [offset, step] of cycles.entries()) {
          const cycle = addMonths('2023-01', offset);
          const byPlant = new Map<number, number>();
          for (const a of step.allocations)
            byPlant.set(a.plantIndex, (byPlant.get(a.plantIndex) ?? 0) + a.kwh);
          const allocations = [...byPlant].map(([index, kwh]) => ({
            plantId: `p${index}`,
            regime: plantRegimes[index]!,
            kwh,
          }));
          const before = new Map(lots.map((l) => [l.id, l]));
          const result = closeUnitCycle(prepareCycle({ cycle, tariff: EXAMPLE_TAXED, rules }), {
            unit,
            consumptionKwh: step.consumptionKwh,
            allocations,
            lots: [...lots].reverse(),
          });
          allocated += result.allocatedKwh;
          compensated += result.compensatedKwh;
          expired += result.expiredKwh;
          movements.push(...result.movements);

          expect(result.compensatedFromAllocationKwh + result.bankedKwh).toBe(result.allocatedKwh);
          expect(result.compensatedKwh).toBeLessThanOrEqual(step.consumptionKwh);
          expect(result.bill.consumptionCentavos).toBeGreaterThanOrEqual(result.bill.minimumCentavos);
          if (result.compensatedFromLotsKwh > 0) expect(result.bankedKwh).toBe(0);

          const used = result.movements.filter((m) => m.type === 'COMPENSACAO');
          for (const movement of used) {
            expect(cycle < before.get(movement.lotId)!.expiresAt).toBe(true);
          }
          if (used.length > 0) {
            const newest = before.get(used.at(-1)!.lotId)!;
            for (const lot of result.lots) {
              const older = compareFifo(lot, newest) < 0 && cycle < lot.expiresAt;
              if (older) expect(lot.balanceKwh).toBe(0);
            }
          }
          for (const lot of result.lots) {
            expect(lot.balanceKwh).toBeGreaterThanOrEqual(0);
            if (lot.status !== 'ATIVO') expect(lot.balanceKwh).toBe(0);
          }
          lots = result.lots;
        }
        const balance = lots.reduce((sum, lot) => sum + lot.balanceKwh, 0);
        expect(allocated).toBe(compensated + balance + expired);
        const ledger = balancesFromMovements(movements);
        for (const lot of lots) expect(ledger.get(lot.id) ?? 0).toBe(lot.balanceKwh);
      }),
      { numRuns: 200 },
    );
  });

  it('splits any excedente into whole kWh that add up exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(fc.integer({ min: 0, max: 250_000 }), { maxLength: 4 }),
        (excedente, ppms) => {
          const items = ppms.map((percentPpm, index) => ({ unitId: `uc-${index}`, percentPpm }));
          const split = splitByPercentage(excedente, items);
          const total = split.shares.reduce((sum, share) => sum + share.kwh, split.generatorKwh);
          expect(total).toBe(excedente);
          split.shares.forEach((share, index) => {
            expect(Math.abs(share.kwh - (excedente * ppms[index]!) / 1_000_000)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
