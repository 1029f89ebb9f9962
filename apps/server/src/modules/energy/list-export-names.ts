import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { customers, distributors, plants, units } from './schema.ts';
import { maskDocument } from './document-mask.ts';

/** The records an exported row may refer to by id, each written in the sheet by name. */
const REFERENCES = {
  customer_id: async (db: Db, ids: number[]) =>
    (await db.select().from(customers).where(inArray(customers.id, ids))).map(
      (c) => [c.id, `${c.name} (${maskDocument(c.document)})`] as const,
    ),
  distributor_id: async (db: Db, ids: number[]) =>
    (await db.select().from(distributors).where(inArray(distributors.id, ids))).map(
      (d) => [d.id, d.acronym] as const,
    ),
  plant_id: async (db: Db, ids: number[]) =>
    (await db.select().from(plants).where(inArray(plants.id, ids))).map((p) => [p.id, p.name] as const),
  unit_id: async (db: Db, ids: number[]) =>
    (await db.select().from(units).where(inArray(units.id, ids))).map(
      (u) => [u.id, u.installationNumber] as const,
    ),
};

export type Reference = keyof typeof REFERENCES;

/** A row with the names of the records it refers to, under `names` by the id's field. */
export type Named<Row> = Row & { names: Partial<Record<Reference, string>> };

/**
 * Gives each row of a batch the names of the customers (with their document masked), distributors, plants and
 * UCs (by installation number) its `fields` refer to, read once for the batch; an id no longer found keeps its
 * number.
 */
export async function nameReferences<Row extends Record<string, unknown>>(
  db: Db,
  rows: Row[],
  fields: readonly Reference[],
): Promise<Named<Row>[]> {
  const names = new Map<Reference, Map<number, string>>();
  for (const field of fields) {
    const ids = [
      ...new Set(rows.map((row) => row[field]).filter((id): id is number => typeof id === 'number')),
    ];
    names.set(field, new Map(ids.length ? await REFERENCES[field](db, ids) : []));
  }
  return rows.map((row) => ({
    ...row,
    names: Object.fromEntries(
      fields
        .filter((field) => typeof row[field] === 'number')
        .map((field) => [field, names.get(field)!.get(row[field] as number) ?? String(row[field])]),
    ),
  }));
}
