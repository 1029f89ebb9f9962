import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema.ts';
import { claimDataDir, makePrivate } from './data-dir.ts';
import { observeStatements, type StatementObserver } from './statement-timing.ts';
import { lineUp } from './embedded-queue.ts';

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
  /**
   * Takes the advisory lock (space, id) for this process until `release` is called, or answers null when
   * another session holds it. The lock dies with the process's connection, so a crashed holder frees it.
   */
  tryHold(space: number, id: number): Promise<Hold | null>;
  /** Connections of the pool (PostgreSQL); null for the embedded engine, which has one. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * Whether a request should be turned away instead of waiting: the embedded engine runs one call at a time,
   * and with `queueMax` calls of requests being answered already waiting for it (jobs' calls are not counted:
   * embedded-queue.ts) a new request would wait for seconds. Never on PostgreSQL, whose pool bounds its own
   * wait.
   */
  saturated(): boolean;
  close(): Promise<void>;
}

/** An advisory lock held on one connection. */
export interface Hold {
  /**
   * Aborted when the connection holding the lock is lost (the database restarted, or ended that session):
   * the lock went with it, so the work it guarded must stop, as another instance may take it over.
   */
  lost: AbortSignal;
  /**
   * Asks on the lock's own connection, so a loss not yet noticed is found: rejects (and aborts `lost`) when
   * the lock is gone. A step that must not commit without the lock calls it first.
   */
  assertHeld(): Promise<void>;
  release(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
/** Any constant, the same in every instance. */
const STARTUP_LOCK = 727_001;

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite under dataDir, and migrates it. The
 * embedded engine holds dataDir for this process alone: a second process throws DataDirLockedError before
 * anything is opened.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (err: Error) => void;
  /** Requests' calls waiting for the embedded engine past which `saturated()` answers true. */
  queueMax?: number;
  /** Told of every statement, for the developer tools' timings. */
  observer?: StatementObserver;
}): Promise<Database> {
  const observer = opts.observer;
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A server that stops answering fails the request in seconds (503) instead of holding it.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 3000 });
    // An idle connection dropped by the server (restart, failover) must not crash the process.
    pool.on('error', (err) => opts.onIdleError?.(err));
    // Nor one in use: its statement, if any, fails with the error; a lock holder listens for itself.
    pool.on('connect', (client) => client.on('error', () => undefined));
    if (observer) observePool(pool, observer);
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
    const tryHold = async (space: number, id: number): Promise<Hold | null> => {
      const client = await pool.connect();
      const lost = new AbortController();
      const onError = (err: Error) => lost.abort(err);
      client.on('error', onError);
      const release = (err?: Error) => {
        client.removeListener('error', onError);
        // A lost connection is closed rather than handed to the next caller.
        client.release(err);
      };
      try {
        const { rows } = await client.query('select pg_try_advisory_lock($1, $2) as held', [space, id]);
        if (!rows[0].held) {
          release();
          return null;
        }
      } catch (error) {
        release(error as Error);
        throw error;
      }
      return {
        lost: lost.signal,
        async assertHeld() {
          lost.signal.throwIfAborted();
          await client.query('select 1').catch((err: Error) => {
            lost.abort(err);
            throw err;
          });
        },
        async release() {
          if (!lost.signal.aborted)
            await client.query('select pg_advisory_unlock($1, $2)', [space, id]).catch(() => undefined);
          release(lost.signal.reason);
        },
      };
    };
    await exclusive(() => migrate(db as never, { migrationsFolder }));
    return {
      db,
      engine: 'postgres',
      exclusive,
      tryHold,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      saturated: () => false,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The help center's search folds accents with it, as on PostgreSQL (its migration creates the extension).
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const lock = claimDataDir(opts.dataDir);
  const dir = join(opts.dataDir, 'pglite');
  const client = await PGlite.create(dir, { extensions: { unaccent } }).catch((err) => {
    lock.release();
    throw err;
  });
  makePrivate(dir);
  if (observer) observePglite(client, observer);
  const depth = lineUp(client);
  const queueMax = opts.queueMax ?? Infinity;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  // One process holds the directory: there is nobody to wait for.
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    exclusive: (work) => work(),
    // The lock shows in pg_locks like on PostgreSQL; with one session, taking it again always succeeds, and
    // the session lives as long as the process.
    async tryHold(space, id) {
      await client.query('select pg_advisory_lock($1, $2)', [space, id]);
      return {
        lost: new AbortController().signal,
        assertHeld: async () => undefined,
        release: () => client.query('select pg_advisory_unlock($1, $2)', [space, id]).then(() => undefined),
      };
    },
    poolStats: () => null,
    saturated: () => depth() >= queueMax,
    async close() {
      await client.close();
      lock.release();
    },
  };
}

/**
 * Times the pool's own queries, and a checked-out client's (transactions) until it is released: the pool's
 * query runs on a client too, which must not count twice.
 */
function observePool(pool: import('pg').Pool, observer: StatementObserver) {
  observeStatements(pool, observer);
  const connect = pool.connect.bind(pool);
  pool.connect = (async (...args: unknown[]) => {
    if (args.length) return (connect as (...a: unknown[]) => unknown)(...args);
    const client = await connect();
    const { query, release } = client;
    observeStatements(client, observer);
    client.release = (err?: Error | boolean) => {
      client.query = query;
      client.release = release;
      return release(err);
    };
    return client;
  }) as typeof pool.connect;
}

/** Times PGlite's statements, inside transactions too (each transaction gets its own handle). */
function observePglite(client: import('@electric-sql/pglite').PGlite, observer: StatementObserver) {
  observeStatements(client, observer);
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: never) => Promise<unknown>) =>
    transaction((tx) => work(observeStatements(tx, observer) as never))) as typeof client.transaction;
}
