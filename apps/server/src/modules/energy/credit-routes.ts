import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cycleResultSchema, ENERGY_API, lotSchema, movementSchema } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { cycleResults, lots, movements } from './schema.ts';
import { registerResource } from './resource.ts';
import { toSnake } from './case.ts';

/** The credit bank: lots by vintage, the append-only ledger and each UC's apuração per cycle. */
export function creditRoutes(app: FastifyInstance, p: Platform) {
  const tag = 'energy-credits';
  const byUnitAndCycle = z.object({
    unit_id: z.coerce.number().int().optional(),
    cycle: z.string().optional(),
  });
  registerResource<typeof lots.$inferSelect>(app, p, {
    path: `${ENERGY_API}/credits/lots/`,
    subject: 'Credito',
    tag,
    item: lotSchema,
    listOnly: true,
    filters: z.object({
      unit_id: z.coerce.number().int().optional(),
      plant_id: z.coerce.number().int().optional(),
      status: z.string().optional(),
      regime: z.string().optional(),
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

  registerResource<typeof movements.$inferSelect>(app, p, {
    path: `${ENERGY_API}/credits/movements/`,
    subject: 'Credito',
    tag,
    item: movementSchema,
    listOnly: true,
    filters: byUnitAndCycle.extend({ lot_id: z.string().optional(), type: z.string().optional() }),
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

  registerResource<typeof cycleResults.$inferSelect>(app, p, {
    path: `${ENERGY_API}/credits/results/`,
    subject: 'Credito',
    tag,
    item: cycleResultSchema,
    listOnly: true,
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
