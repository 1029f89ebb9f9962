import type { cycleResultSchema, lotSchema, movementSchema } from '@alvorada/contracts';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client.ts';
import { units, type cycleResults, type lots, type movements } from './schema.ts';

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

/** A page of ledger movements, each with its UC's installation number (one lookup for the page). */
export async function movementsToApi(
  db: Executor,
  rows: (typeof movements.$inferSelect)[],
): Promise<z.output<typeof movementSchema>[]> {
  const ids = [...new Set(rows.map((row) => row.unitId))];
  const named = ids.length
    ? await db
        .select({ id: units.id, installation: units.installationNumber })
        .from(units)
        .where(inArray(units.id, ids))
    : [];
  const installation = new Map(named.map((unit) => [unit.id, unit.installation]));
  return rows.map((row) => ({
    id: row.id,
    lot_id: row.lotId,
    unit_id: row.unitId,
    installation_number: installation.get(row.unitId) ?? '',
    cycle: row.cycle,
    type: row.type,
    kwh: row.kwh,
  }));
}

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
