import { count, eq, sum } from 'drizzle-orm';
import { z } from 'zod';
import {
  access,
  CYCLE_CLOSE_ERRORS,
  cycleInputSchema,
  cycleSchema,
  cycleInvoicesSchema,
  jobAcceptedSchema,
  type Cycle,
  type CycleCloseError,
  idParams,
  safeString,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { requireAuth } from '../../platform/access/access-hook.ts';
import { AppError } from '../../platform/http/errors.ts';
import { cycles, invoices } from './schema.ts';
import { registerResource, simpleWrites } from '../../platform/http/resource.ts';
import { createCycleService } from './cycle-service.ts';
import { abandonedCloses } from './cycle-lock.ts';
import type { App } from '../../platform/http/app-type.ts';

type CycleRow = typeof cycles.$inferSelect;

/** Rows written before the reasons were codes hold an error's own text: it reads as an unexpected failure. */
const closeError = (stored: string | null): CycleCloseError | null =>
  stored === null ? null : (CYCLE_CLOSE_ERRORS.find((code) => code === stored) ?? 'unexpected');

/**
 * A cycle as the API shows it; `abandoned` (its close's runner died or lost its connection) reads stale, as
 * a cycle to close again.
 */
export const cycleToApi = (row: CycleRow, abandoned = false): Cycle => ({
  id: row.id,
  cycle: row.cycle,
  flag_micros: row.flagMicros,
  state: row.state,
  units_total: row.unitsTotal,
  units_done: row.unitsDone,
  stale: row.stale || abandoned,
  error: closeError(row.error),
  progress: row.unitsTotal ? row.unitsDone / row.unitsTotal : row.state === 'closed' ? 1 : 0,
  closed_at: row.closedAt?.toISOString() ?? null,
});

/** Billing cycles and their jobs (close, recompute, expire), under Créditos. */
export function cycleRoutes(app: App, p: Platform) {
  const service = createCycleService(p);
  const tags = ['energy-credits'];
  const writes = simpleWrites(cycles, cycles.id);

  registerResource(app, p.db, {
    paths: { list: '/api/energy/cycles/', item: '/api/energy/cycles/:id/' },
    subject: 'Credito',
    tag: 'energy-credits',
    item: cycleSchema,
    input: cycleInputSchema,
    filters: z.object({ state: safeString().optional() }),
    list: {
      table: cycles,
      key: cycles.id,
      ordering: { id: cycles.id, cycle: cycles.cycle },
      defaultOrdering: '-cycle',
      filters: { state: cycles.state },
    },
    async toApi(rows, _actor, db) {
      const started = rows.filter((row) => row.state === 'closing' && row.startedAt);
      const abandoned = await abandonedCloses(
        db,
        started.map((row) => row.id),
      );
      return rows.map((row) => cycleToApi(row, abandoned.has(row.id)));
    },
    create: writes.create,
    async update(tx, id, body) {
      const [row] = await tx.select().from(cycles).where(eq(cycles.id, id));
      if (row!.state !== 'open') throw new AppError(409, 'cycle_closed', { params: { cycle: row!.cycle } });
      await writes.update(tx, id, { flag_micros: body.flag_micros });
    },
  });

  const job = (path: string, run: typeof service.requestClose) =>
    app.post(path, {
      config: { access: access.can('update', 'Credito') },
      schema: { tags, params: idParams, response: { 202: jobAcceptedSchema } },
      handler: async (request, reply) => {
        const { id } = request.params;
        const accepted = await run(id, requireAuth(request).user.id);
        return reply.code(202).send({ ...accepted, cycle: cycleToApi(accepted.cycle) });
      },
    });
  job('/api/energy/cycles/:id/close/', service.requestClose);
  job('/api/energy/cycles/:id/recompute/', service.requestRecompute);
  job('/api/energy/cycles/:id/expire/', service.requestExpiry);

  app.get('/api/energy/cycles/:id/invoices/', {
    config: { access: access.can('read', 'Financeiro') },
    schema: { tags, params: idParams, response: { 200: cycleInvoicesSchema } },
    handler: async (request) => {
      const cycle = await service.find(request.params.id);
      const [row] = await p.db
        .select({ count: count(), total: sum(invoices.amountCentavos).mapWith(Number) })
        .from(invoices)
        .where(eq(invoices.cycle, cycle.cycle));
      return { cycle: cycle.cycle, count: row?.count ?? 0, total_centavos: row?.total ?? 0 };
    },
  });
}
