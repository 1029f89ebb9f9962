import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client.ts';

type Row<F extends Record<string, PgColumn>> = {
  [K in keyof F]: F[K]['_']['notNull'] extends true ? F[K]['_']['data'] : F[K]['_']['data'] | null;
};

/**
 * The rows of `select fields from …` as one JSON array of arrays that the database builds: far less work per
 * row in the driver than row-by-row results (a third of the time on PGlite, two thirds on PostgreSQL), for the
 * large reads of a cycle close. Fields must read as JSON does (numbers, text, booleans).
 */
export async function selectJson<F extends Record<string, PgColumn>>(
  db: Executor,
  fields: F,
  from: SQL,
): Promise<Row<F>[]> {
  const keys = Object.keys(fields);
  const values = sql.join(
    keys.map((key) => fields[key]!),
    sql`, `,
  );
  const result = await db.execute(
    sql`select coalesce(json_agg(json_build_array(${values})), '[]') as rows ${from}`,
  );
  const arrays = (result as unknown as { rows: { rows: unknown[][] }[] }).rows[0]!.rows;
  return arrays.map((array) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) row[keys[i]!] = array[i];
    return row as Row<F>;
  });
}
