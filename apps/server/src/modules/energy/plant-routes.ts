import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { plantRegimes, plantSizeClass, type Modality } from '@alvorada/energy';
import {
  access,
  idParams,
  idSchema,
  plantGenerationQuerySchema,
  plantInputSchema,
  plantSchema,
  readingSchema,
  safeString,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { plantIncrements, plants, readings } from './schema.ts';
import { createPlantGeneration } from './plant-generation.ts';
import { registerResource } from '../../platform/http/resource.ts';
import { assertPlantUnused } from './references.ts';
import { toCamel, toSnake } from '../../platform/db/case.ts';
import type { App } from '../../platform/http/app-type.ts';

type PlantRow = typeof plants.$inferSelect;
type Increment = { access_request_date: string; dc_power_kwp: number; ac_power_kw: number };

async function plantsToApi(rows: PlantRow[], db: Executor) {
  const ids = rows.map((row) => row.id);
  const increments = ids.length
    ? await db.select().from(plantIncrements).where(inArray(plantIncrements.plantId, ids))
    : [];
  return rows.map((row) => ({
    ...toSnake(row),
    size_class: plantSizeClass({ ...row, dispatchable: row.dispatchable }),
    increments: increments
      .filter((increment) => increment.plantId === row.id)
      .map((increment) => toSnake(increment)),
  }));
}

/** The regime of the plant and of each increment (§1.8), derived again on every write. */
async function writePlant(tx: Tx, id: number | null, body: Partial<z.output<typeof plantInputSchema>>) {
  const { increments: incoming, ...fields } = body;
  const [current] = id === null ? [] : await tx.select().from(plants).where(eq(plants.id, id));
  const merged = { ...current, ...toCamel(fields) } as PlantRow;
  const increments =
    incoming ??
    (id === null
      ? []
      : (await tx.select().from(plantIncrements).where(eq(plantIncrements.plantId, id))).map(
          (row) => toSnake(row) as Increment,
        ));
  const regimes = plantRegimes({
    dcPowerKwp: merged.dcPowerKwp,
    acPowerKw: merged.acPowerKw,
    dispatchable: merged.dispatchable,
    accessRequestDate: merged.accessRequestDate,
    modality: merged.modality as Modality,
    increments: increments.map((increment) => ({
      accessRequestDate: increment.access_request_date,
      dcPowerKwp: increment.dc_power_kwp,
      acPowerKw: increment.ac_power_kw,
    })),
  });
  const values = { ...toCamel(fields), regime: regimes.regime };
  let plantId = id;
  if (plantId === null) {
    const [row] = await tx
      .insert(plants)
      .values(values as typeof plants.$inferInsert)
      .returning({ id: plants.id });
    plantId = row!.id;
  } else {
    await tx.update(plants).set(values).where(eq(plants.id, plantId));
  }
  await tx.delete(plantIncrements).where(eq(plantIncrements.plantId, plantId));
  if (increments.length) {
    await tx.insert(plantIncrements).values(
      increments.map((increment, index) => ({
        plantId: plantId!,
        accessRequestDate: increment.access_request_date,
        dcPowerKwp: increment.dc_power_kwp,
        acPowerKw: increment.ac_power_kw,
        regime: regimes.increments[index]!,
      })),
    );
  }
  return plantId;
}

/**
 * Plants with their power increments, their daily generation readings and each plant's figures against its
 * model, under Geração.
 */
export function plantRoutes(app: App, p: Platform) {
  registerResource(app, p.db, {
    paths: { list: '/api/energy/plants/', item: '/api/energy/plants/:id/' },
    subject: 'Geracao',
    tag: 'energy-generation',
    item: plantSchema,
    input: plantInputSchema,
    filters: z.object({
      distributor_id: idSchema.optional(),
      uf: safeString().optional(),
      status: safeString().optional(),
      regime: safeString().optional(),
      modality: safeString().optional(),
    }),
    list: {
      table: plants,
      key: plants.id,
      ordering: { id: plants.id, name: plants.name, dc_power_kwp: plants.dcPowerKwp, uf: plants.uf },
      defaultOrdering: 'name',
      search: [plants.name, plants.city],
      filters: {
        distributor_id: plants.distributorId,
        uf: plants.uf,
        status: plants.status,
        regime: plants.regime,
        modality: plants.modality,
      },
    },
    toApi: (rows, _actor, db) => plantsToApi(rows, db),
    create: (tx, body) => writePlant(tx, null, body),
    update: async (tx, id, body) => void (await writePlant(tx, id, body)),
    async remove(tx, id) {
      await assertPlantUnused(tx, id);
      await tx.delete(plants).where(eq(plants.id, id));
    },
  });

  registerResource(app, p.db, {
    paths: { list: '/api/energy/generation/readings/' },
    subject: 'Geracao',
    tag: 'energy-generation',
    item: readingSchema,
    filters: z.object({ plant_id: idSchema.optional(), quality: safeString().optional() }),
    list: {
      table: readings,
      key: readings.day,
      ordering: { day: readings.day, energy_kwh: readings.energyWh, plant_id: readings.plantId },
      defaultOrdering: '-day',
      filters: { plant_id: readings.plantId, quality: readings.quality },
    },
    toApi: (rows) =>
      rows.map((row) => ({
        plant_id: row.plantId,
        day: row.day,
        energy_kwh: row.energyWh / 1000,
        irradiation_kwh_m2: row.irradiationWhM2 === null ? null : row.irradiationWhM2 / 1000,
        source: row.source,
        quality: row.quality,
      })),
  });

  const plantGeneration = createPlantGeneration(p.db);
  app.get('/api/energy/plants/:id/generation/', {
    config: { access: access.can('read', 'Geracao') },
    schema: { tags: ['energy-generation'], params: idParams, querystring: plantGenerationQuerySchema },
    handler: (request) => plantGeneration(request.actor, request.params.id, request.query),
  });
}
