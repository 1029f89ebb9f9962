import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { plantRegimes, plantSizeClass } from '@alvorada/energy';
import {
  idSchema,
  MODALITY_VALUES,
  PLANT_STATUSES,
  plantInputSchema,
  REGIME_VALUES,
  safeString,
  type Plant,
} from '@alvorada/contracts';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { toCamel } from '../../platform/db/case.ts';
import { createResourceStore } from '../../platform/http/resource.ts';
import { plantIncrements, plants, readings } from './schema.ts';
import { createPlantGeneration } from './plant-generation.ts';
import { assertPlantUnused } from './references.ts';
import { assertTermOrdered } from './record-checks.ts';
import { assertDistributorOffered } from './distributor-status.ts';

type PlantRow = typeof plants.$inferSelect;
type PlantInput = z.output<typeof plantInputSchema>;

/** Plants as the API shows them: their size class, and their increments each with its own regime. */
async function plantsToApi(rows: PlantRow[], db: Executor): Promise<Plant[]> {
  const ids = rows.map((row) => row.id);
  const increments = ids.length
    ? await db.select().from(plantIncrements).where(inArray(plantIncrements.plantId, ids))
    : [];
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    name: row.name,
    distributor_id: row.distributorId,
    generating_unit_id: row.generatingUnitId,
    city: row.city,
    uf: row.uf,
    latitude: row.latitude,
    longitude: row.longitude,
    dc_power_kwp: row.dcPowerKwp,
    ac_power_kw: row.acPowerKw,
    source: row.source,
    dispatchable: row.dispatchable,
    modality: row.modality,
    access_request_date: row.accessRequestDate,
    injection_start: row.injectionStart,
    status: row.status,
    monthly_irradiation: row.monthlyIrradiation,
    performance_ratio: row.performanceRatio,
    annual_degradation: row.annualDegradation,
    regime: row.regime,
    size_class: plantSizeClass(row),
    increments: increments
      .filter((increment) => increment.plantId === row.id)
      .map((increment) => ({
        access_request_date: increment.accessRequestDate,
        dc_power_kwp: increment.dcPowerKwp,
        ac_power_kw: increment.acPowerKw,
        regime: increment.regime,
      })),
  }));
}

/** The regime of the plant and of each increment (§1.8), derived again on every write. */
async function writePlant(tx: Tx, id: number | null, body: Partial<PlantInput>) {
  const { increments: incoming, ...fields } = body;
  const [current] = id === null ? [] : await tx.select().from(plants).where(eq(plants.id, id));
  // A new plant, or one moved to another distributor or active again, names an active distributor.
  if (id === null || fields.distributor_id !== undefined || (fields.status && fields.status !== 'DESATIVADA'))
    await assertDistributorOffered(tx, fields.distributor_id ?? current!.distributorId);
  const merged = {
    dcPowerKwp: fields.dc_power_kwp ?? current!.dcPowerKwp,
    acPowerKw: fields.ac_power_kw ?? current!.acPowerKw,
    dispatchable: fields.dispatchable ?? current!.dispatchable,
    accessRequestDate: fields.access_request_date ?? current!.accessRequestDate,
    modality: fields.modality ?? current!.modality,
  };
  assertTermOrdered(
    { start: merged.accessRequestDate, end: fields.injection_start ?? current!.injectionStart },
    ['injection_start', 'injection_before_request'],
  );
  const increments =
    incoming?.map((increment) => ({
      accessRequestDate: increment.access_request_date,
      dcPowerKwp: increment.dc_power_kwp,
      acPowerKw: increment.ac_power_kw,
    })) ??
    (id === null ? [] : await tx.select().from(plantIncrements).where(eq(plantIncrements.plantId, id)));
  const regimes = plantRegimes({ ...merged, increments });
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
        accessRequestDate: increment.accessRequestDate,
        dcPowerKwp: increment.dcPowerKwp,
        acPowerKw: increment.acPowerKw,
        regime: regimes.increments[index]!,
      })),
    );
  }
  return plantId;
}

/** Plants with their power increments, their daily generation readings and each plant's figures. */
export function createPlantService(db: Db) {
  return {
    plants: createResourceStore(db, {
      list: {
        table: plants,
        key: plants.id,
        ordering: { id: plants.id, name: plants.name, dc_power_kwp: plants.dcPowerKwp, uf: plants.uf },
        defaultOrdering: 'name',
        search: [plants.name, plants.city],
      },
      filters: {
        distributor_id: [plants.distributorId, idSchema],
        uf: [plants.uf, safeString()],
        status: [plants.status, z.enum(PLANT_STATUSES)],
        regime: [plants.regime, z.enum(REGIME_VALUES)],
        modality: [plants.modality, z.enum(MODALITY_VALUES)],
      },
      toApi: (rows, _actor, executor) => plantsToApi(rows, executor),
      input: plantInputSchema,
      audit: { subject: 'Geracao', record: 'plant' },
      version: plants.version,
      create: (tx, body) => writePlant(tx, null, body),
      update: async (tx, id, body) => void (await writePlant(tx, id, body)),
      async remove(tx, id) {
        await assertPlantUnused(tx, id);
        await tx.delete(plants).where(eq(plants.id, id));
      },
    }),
    readings: createResourceStore(db, {
      list: {
        table: readings,
        key: readings.day,
        ordering: { day: readings.day, energy_kwh: readings.energyWh, plant_id: readings.plantId },
        defaultOrdering: '-day',
      },
      filters: { plant_id: [readings.plantId, idSchema], quality: [readings.quality, safeString()] },
      toApi: (rows) =>
        rows.map((row) => ({
          plant_id: row.plantId,
          day: row.day,
          energy_kwh: row.energyWh / 1000,
          irradiation_kwh_m2: row.irradiationWhM2 === null ? null : row.irradiationWhM2 / 1000,
          source: row.source,
          quality: row.quality,
        })),
    }),
    generation: createPlantGeneration(db),
  };
}

export type PlantService = ReturnType<typeof createPlantService>;
