import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { access, cycleInputSchema, cycleSchema, ENERGY_API, jobAcceptedSchema } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { requireAuth } from '../../platform/access/access-hook.ts';
import { AppError } from '../../platform/http/errors.ts';
import { cycles } from './schema.ts';
import { idParams, registerResource, simpleWrites, type Body } from './resource.ts';
import { toSnake } from './case.ts';
import { createCycleService } from './cycle-service.ts';

type CycleRow = typeof cycles.$inferSelect;

export const cycleToApi = (row: CycleRow) => ({
  ...toSnake(row),
  progress: row.unitsTotal ? row.unitsDone / row.unitsTotal : row.state === 'closed' ? 1 : 0,
  closed_at: row.closedAt?.toISOString() ?? null,
});

/** Billing cycles and their jobs (close, recompute, expire), under Créditos. */
export function cycleRoutes(app: FastifyInstance, p: Platform) {
  const service = createCycleService(p);
  const tags = ['energy-credits'];
  const path = `${ENERGY_API}/cycles/`;
  const writes = simpleWrites(cycles, cycles.id);

  registerResource<CycleRow>(app, p, {
    path,
    subject: 'Credito',
    tag: 'energy-credits',
    item: cycleSchema,
    input: cycleInputSchema,
    filters: z.object({ state: z.string().optional() }),
    list: {
      table: cycles,
      key: cycles.id,
      ordering: { id: cycles.id, cycle: cycles.cycle },
      defaultOrdering: '-cycle',
      filters: { state: cycles.state },
    },
    toApi: (rows) => rows.map(cycleToApi),
    create: writes.create,
    async update(tx, id, body: Body) {
      const [row] = await tx.select().from(cycles).where(eq(cycles.id, id));
      if (row!.state !== 'open') throw new AppError(409, 'cycle_closed', { params: { cycle: row!.cycle } });
      await writes.update(tx, id, { flag_micros: body.flag_micros });
    },
  });

  const job = (name: string, run: typeof service.requestClose) =>
    app.post(`${path}:id/${name}/`, {
      config: { access: access.can('update', 'Credito') },
      schema: { tags, params: idParams, response: { 202: jobAcceptedSchema } },
      handler: async (request, reply) => {
        const { id } = request.params as { id: number };
        const accepted = await run(id, requireAuth(request).user.id);
        return reply.code(202).send({ ...accepted, cycle: cycleToApi(accepted.cycle) });
      },
    });
  job('close', service.requestClose);
  job('recompute', service.requestRecompute);
  job('expire', service.requestExpiry);
}
