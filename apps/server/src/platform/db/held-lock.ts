import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Whether some session holds the advisory lock (space, id) that `Database.tryHold` takes. pg_locks lists the
 * locks of every database on the server: only this database's count.
 */
export const lockHeld = (space: number, id: SQLWrapper | number): SQL =>
  sql`exists (select 1 from pg_locks where locktype = 'advisory' and classid = ${space} and objid = ${id}
    and objsubid = 2 and database = (select oid from pg_database where datname = current_database()))`;
