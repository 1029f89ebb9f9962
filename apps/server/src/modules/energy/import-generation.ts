import { and, gte, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { plants, readings } from './schema.ts';
import { parseDate, parseScaled, type RowError, type TableRow } from './csv.ts';
import type { ImportKind, PreparedImport } from './import-run.ts';
import { insertMany } from '../../platform/db/insert-many.ts';
import { today } from './clock.ts';
import { closestName } from '../../platform/closest-name.ts';

interface Reading {
  plantId: number;
  day: string;
  energyWh: number;
  irradiationWhM2: number | null;
}

/** §4.2 validation ceiling: 1,2 × kWp × 8 h a day. */
const implausibleWh = (kwp: number) => 1.2 * kwp * 8 * 1000;

type PlantsByKey = Map<string, { id: number; name: string; kwp: number }>;

function readRow(row: TableRow, plantByKey: PlantsByKey, now: string) {
  const errors: RowError[] = [];
  const fail = (field: string, code: RowError['code']) => errors.push({ line: row.line, field, code });
  const plant = plantByKey.get(row.values.usina!.toLowerCase());
  const meant = plant
    ? undefined
    : closestName(
        row.values.usina!,
        [...plantByKey.values()].map((p) => p.name),
      );
  if (meant)
    errors.push({ line: row.line, field: 'usina', code: 'unknown_plant_meant', params: { name: meant } });
  else if (!plant) fail('usina', 'unknown_plant');
  const day = parseDate(row.values.data!);
  if (!day) fail('data', 'invalid_date');
  else if (day > now) fail('data', 'future_date');
  const energyWh = parseScaled(row.values.energia_kwh!, 3);
  if (energyWh === null) fail('energia_kwh', 'invalid_number');
  else if (energyWh < 0) fail('energia_kwh', 'negative_value');
  else if (plant && energyWh > implausibleWh(plant.kwp)) fail('energia_kwh', 'implausible_generation');
  const rawIrradiation = row.values.irradiacao_kwh_m2 ?? '';
  const irradiation = rawIrradiation ? parseScaled(rawIrradiation, 3) : null;
  if (rawIrradiation && (irradiation === null || irradiation < 0))
    fail('irradiacao_kwh_m2', 'invalid_number');
  const reading = errors.length
    ? null
    : { plantId: plant!.id, day: day!, energyWh: energyWh!, irradiationWhM2: irradiation };
  return { reading, errors };
}

/**
 * Inverter exports `usina;data;energia_kwh[;irradiacao_kwh_m2]`; `usina` is the plant's id or name. The
 * readings are marked as from a file (CSV) or from a portal's API.
 */
export const generationImportFrom = (source: 'CSV' | 'API'): ImportKind<Reading> => ({
  kind: 'GERACAO',
  required: ['usina', 'data', 'energia_kwh'],
  template: 'usina;data;energia_kwh;irradiacao_kwh_m2\r\nUsina Exemplo;01/11/2026;412,5;5,1\r\n',
  async prepare(db: Db, rows: TableRow[]): Promise<PreparedImport<Reading>> {
    const plantRows = await db
      .select({ id: plants.id, name: plants.name, kwp: plants.dcPowerKwp })
      .from(plants);
    const plantByKey: PlantsByKey = new Map();
    for (const p of plantRows) {
      plantByKey.set(String(p.id), p);
      plantByKey.set(p.name.toLowerCase(), p);
    }
    const now = today();
    const errors: RowError[] = [];
    const parsed = new Map<string, Reading>();
    for (const row of rows) {
      const { reading, errors: rowErrors } = readRow(row, plantByKey, now);
      errors.push(...rowErrors);
      if (!reading) continue;
      const key = `${reading.plantId}:${reading.day}`;
      if (parsed.has(key)) errors.push({ line: row.line, field: 'data', code: 'duplicate_row' });
      parsed.set(key, reading);
    }
    const list = [...parsed.values()];
    const days = list.map((r) => r.day).sort();
    const existing = list.length
      ? await db
          .select()
          .from(readings)
          .where(
            and(
              inArray(readings.plantId, [...new Set(list.map((r) => r.plantId))]),
              gte(readings.day, days[0]!),
              lte(readings.day, days.at(-1)!),
            ),
          )
      : [];
    const stored = new Map(existing.map((r) => [`${r.plantId}:${r.day}`, r]));
    const inserted: Reading[] = [];
    const updated: Reading[] = [];
    for (const [key, reading] of parsed) {
      const old = stored.get(key);
      if (!old) inserted.push(reading);
      else if (old.energyWh !== reading.energyWh || old.irradiationWhM2 !== reading.irradiationWhM2)
        updated.push(reading);
    }
    return { errors, rows: list, inserted, updated };
  },
  async write(tx: Tx, importId: number, prepared: PreparedImport<Reading>) {
    const rows = [...prepared.inserted, ...prepared.updated].map((r) => ({
      ...r,
      source,
      quality: 'OK',
      importId,
    }));
    await insertMany(tx, readings, rows, {
      upsert: {
        target: [readings.plantId, readings.day],
        set: [readings.energyWh, readings.irradiationWhM2, readings.importId, readings.source],
      },
    });
  },
});

export const generationImport = generationImportFrom('CSV');
