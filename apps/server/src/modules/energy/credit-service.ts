import { z } from 'zod';
import {
  idSchema,
  LOT_STATUSES,
  MOVEMENT_TYPES,
  REGIME_VALUES,
  safeString,
  yearMonthSchema,
} from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { createResourceStore, createTableStore } from '../../platform/http/resource.ts';
import { cycleResults, lots, movements } from './schema.ts';
import { cycleResultToApi, lotToApi, movementsToApi } from './credit-to-api.ts';

/** The credit bank: lots by vintage, the append-only ledger and each UC's apuração per cycle. */
export function createCreditService(db: Db) {
  return {
    lots: createTableStore(db, lots, lotToApi, {
      ordering: { origin_cycle: lots.originCycle, expires_at: lots.expiresAt, balance_kwh: lots.balanceKwh },
      defaultOrdering: 'origin_cycle',
      filters: {
        unit_id: [lots.unitId, idSchema],
        plant_id: [lots.plantId, idSchema],
        status: [lots.status, z.enum(LOT_STATUSES)],
        regime: [lots.regime, z.enum(REGIME_VALUES)],
      },
    }),
    movements: createResourceStore(db, {
      list: {
        table: movements,
        key: movements.id,
        ordering: { id: movements.id, cycle: movements.cycle },
        defaultOrdering: 'id',
      },
      toApi: (rows, _actor, executor) => movementsToApi(executor, rows),
      filters: {
        unit_id: [movements.unitId, idSchema],
        cycle: [movements.cycle, yearMonthSchema],
        lot_id: [movements.lotId, safeString()],
        type: [movements.type, z.enum(MOVEMENT_TYPES)],
      },
    }),
    results: createResourceStore(db, {
      list: {
        table: cycleResults,
        key: cycleResults.unitId,
        ordering: { cycle: cycleResults.cycle, unit_id: cycleResults.unitId },
        defaultOrdering: '-cycle',
      },
      filters: { unit_id: [cycleResults.unitId, idSchema], cycle: [cycleResults.cycle, yearMonthSchema] },
      toApi: (rows) => rows.map(cycleResultToApi),
    }),
  };
}

export type CreditService = ReturnType<typeof createCreditService>;
