import { doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { runs } from './schema.ts';

/**
 * The results of a search's chunks, until the run that spread them merges them: per run, per batch of the
 * search (`stage`) and per chunk of the batch, each set's objective value (NaN where the run had none, infinities kept: the search ranks them), or
 * the engine's reason when it refused the chunk. Written once when a chunk ends; a chunk computed again
 * (its worker died, the queue handed it on) finds its row there and adds nothing.
 */
export const searchChunks = pgTable(
  'trading_search_chunks',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull(),
    chunk: integer('chunk').notNull(),
    values: doublePrecision('values').array(),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.stage, t.chunk] })],
);
