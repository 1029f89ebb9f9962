import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.ts';

const ROWS_PER_STATEMENT = 5000;

/** The type a JSON field is read as: a serial column's value is a plain integer. */
const recordType = (column: PgColumn) =>
  column
    .getSQLType()
    .replace(/^bigserial$/, 'bigint')
    .replace(/^serial$/, 'integer');

export interface InsertOptions {
  ignoreDuplicates?: boolean;
  /** On a clash on `target`, overwrite `set` with the incoming values. */
  upsert?: { target: PgColumn[]; set: PgColumn[] };
}

/**
 * Multi-row inserts that send each batch as one JSON parameter read back with jsonb_to_recordset: no
 * bind-parameter limit and little work per row, which is what a 100 000-UC cycle close needs.
 */
export async function insertMany<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  options: InsertOptions = {},
) {
  if (!rows.length) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', '));
  const types = sql.raw(columns.map(([, c]) => `"${c.name}" ${recordType(c)}`).join(', '));
  let conflict: SQL = sql``;
  if (options.upsert) {
    const target = options.upsert.target.map((c) => `"${c.name}"`).join(', ');
    const set = options.upsert.set.map((c) => `"${c.name}" = excluded."${c.name}"`).join(', ');
    conflict = sql.raw(` on conflict (${target}) do update set ${set}`);
  } else if (options.ignoreDuplicates) {
    conflict = sql.raw(' on conflict do nothing');
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map((row) =>
        Object.fromEntries(
          columns.map(([key, c]) => [c.name, (row as Record<string, unknown>)[key] ?? null]),
        ),
      );
    await tx.execute(sql`insert into ${sql.identifier(getTableName(table))} (${names})
      select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(${types})${conflict}`);
  }
}
