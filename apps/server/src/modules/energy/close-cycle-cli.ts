// Closes a billing cycle from the command line, on the database of DATABASE_URL (or the embedded one):
//   node apps/server/src/modules/energy/close-cycle-cli.ts 2026-05 [--chunk-size 2000] [--hold-in-chunk N]
// Prints one line per committed chunk. --hold-in-chunk stops inside chunk N's transaction, after its writes
// and before its commit, and waits there: crash drills kill the process at that point.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { exitWhenDataDirLocked } from '../../platform/db/locked-exit.ts';
import { cycles } from './schema.ts';
import { closeCycle } from './close-cycle.ts';
import { whileRunning } from './cycle-lock.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'chunk-size': { type: 'string' }, 'hold-in-chunk': { type: 'string' } },
});
const config = loadConfig();
const database = await exitWhenDataDirLocked(
  openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
);
const [row] = await database.db
  .select()
  .from(cycles)
  .where(eq(cycles.cycle, positionals[0] ?? ''));
if (!row) {
  console.error(`cycle ${positionals[0]} not found`);
  process.exit(2);
}
const hold = values['hold-in-chunk'] === undefined ? -1 : Number(values['hold-in-chunk']);
const ran = await whileRunning(database, row.id, () =>
  closeCycle(database.db, row.id, {
    chunkSize: values['chunk-size'] ? Number(values['chunk-size']) : undefined,
    onProgress: (done, total) => console.log(`progress ${done}/${total}`),
    afterChunkWrites: async (chunk) => {
      if (chunk !== hold) return;
      console.log(`holding chunk ${chunk}`);
      await new Promise(() => undefined);
    },
  }),
);
if (!ran) {
  console.error(`cycle ${row.cycle} is being closed by another process`);
  process.exit(3);
}
console.log(`closed ${ran.value.cycle}`);
await database.close();
