import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database handle or an open transaction: functions that write take this explicitly. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding a lock every instance on this database shares: two instances starting
   * together migrate and seed one after the other.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
/** Any constant, the same in every instance. */
const STARTUP_LOCK = 727_001;

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under dataDir, and migrates it. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzle(pool, { schema }) as unknown as Db;
    const exclusive = async <T>(work: () => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        client.release();
      }
    };
    await exclusive(() => migrate(db as never, { migrationsFolder }));
    return { db, engine: 'postgres', exclusive, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = join(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  // One process holds the directory: there is nobody to wait for.
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}
