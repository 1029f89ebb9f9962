import type { cycleResultSchema, lotSchema, movementSchema } from '@alvorada/contracts';
import type { z } from 'zod';
import type { cycleResults, lots, movements } from './schema.ts';

export const lotToApi = (row: typeof lots.$inferSelect): z.output<typeof lotSchema> => ({
  id: row.id,
  unit_id: row.unitId,
  plant_id: row.plantId,
  regime: row.regime,
  origin_cycle: row.originCycle,
  initial_kwh: row.initialKwh,
  balance_kwh: row.balanceKwh,
  expires_at: row.expiresAt,
  status: row.status,
});

export const movementToApi = (row: typeof movements.$inferSelect): z.output<typeof movementSchema> => ({
  id: row.id,
  lot_id: row.lotId,
  unit_id: row.unitId,
  cycle: row.cycle,
  type: row.type,
  kwh: row.kwh,
});

export const cycleResultToApi = (
  row: typeof cycleResults.$inferSelect,
): z.output<typeof cycleResultSchema> => ({
  cycle: row.cycle,
  unit_id: row.unitId,
  consumption_kwh: row.consumptionKwh,
  allocated_kwh: row.allocatedKwh,
  compensated_kwh: row.compensatedKwh,
  residual_kwh: row.residualKwh,
  banked_kwh: row.bankedKwh,
  expired_kwh: row.expiredKwh,
  minimum_rule: row.minimumRule,
  bill_centavos: row.billCentavos,
  bill_without_gd_centavos: row.billWithoutGdCentavos,
});
