import type { PgTable, PgColumn } from 'drizzle-orm/pg-core';
import { getTableColumns, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';

/** PostgreSQL's bind-parameter limit is 65 535 per statement. */
const MAX_PARAMETERS = 60_000;

export interface InsertOptions {
  ignoreDuplicates?: boolean;
  upsert?: { target: PgColumn[]; set: Record<string, SQL> };
}

/** Multi-row inserts, as many rows per statement as the parameter limit allows. */
export async function insertMany<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  options: InsertOptions = {},
) {
  if (!rows.length) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const insert = tx.insert(table).values(rows.slice(start, start + perStatement));
    if (options.upsert) await insert.onConflictDoUpdate(options.upsert);
    else if (options.ignoreDuplicates) await insert.onConflictDoNothing();
    else await insert;
  }
}
