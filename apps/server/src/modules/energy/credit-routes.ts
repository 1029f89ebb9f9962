import { z } from 'zod';
import { cycleResultSchema, lotSchema, movementSchema, idSchema, safeString } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { cycleResults, lots, movements } from './schema.ts';
import { registerResource } from '../../platform/http/resource.ts';
import { toSnake } from '../../platform/db/case.ts';
import type { App } from '../../platform/http/app-type.ts';

/** The credit bank: lots by vintage, the append-only ledger and each UC's apuração per cycle. */
export function creditRoutes(app: App, p: Platform) {
  const tag = 'energy-credits';
  const byUnitAndCycle = z.object({
    unit_id: idSchema.optional(),
    cycle: safeString().optional(),
  });
  registerResource(app, p.db, {
    paths: { list: '/api/energy/credits/lots/' },
    subject: 'Credito',
    tag,
    item: lotSchema,
    filters: z.object({
      unit_id: idSchema.optional(),
      plant_id: idSchema.optional(),
      status: safeString().optional(),
      regime: safeString().optional(),
    }),
    list: {
      table: lots,
      key: lots.id,
      ordering: {
        origin_cycle: lots.originCycle,
        expires_at: lots.expiresAt,
        balance_kwh: lots.balanceKwh,
      },
      defaultOrdering: 'origin_cycle',
      filters: { unit_id: lots.unitId, plant_id: lots.plantId, status: lots.status, regime: lots.regime },
    },
    toApi: (rows) => rows.map(toSnake),
  });

  registerResource(app, p.db, {
    paths: { list: '/api/energy/credits/movements/' },
    subject: 'Credito',
    tag,
    item: movementSchema,
    filters: byUnitAndCycle.extend({ lot_id: safeString().optional(), type: safeString().optional() }),
    list: {
      table: movements,
      key: movements.id,
      ordering: { id: movements.id, cycle: movements.cycle },
      defaultOrdering: 'id',
      filters: {
        unit_id: movements.unitId,
        cycle: movements.cycle,
        lot_id: movements.lotId,
        type: movements.type,
      },
    },
    toApi: (rows) => rows.map(toSnake),
  });

  registerResource(app, p.db, {
    paths: { list: '/api/energy/credits/results/' },
    subject: 'Credito',
    tag,
    item: cycleResultSchema,
    filters: byUnitAndCycle,
    list: {
      table: cycleResults,
      key: cycleResults.unitId,
      ordering: { cycle: cycleResults.cycle, unit_id: cycleResults.unitId },
      defaultOrdering: '-cycle',
      filters: { unit_id: cycleResults.unitId, cycle: cycleResults.cycle },
    },
    toApi: (rows) => rows.map(toSnake),
  });
}
