import { afterAll } from 'vitest';
import { startServer, type TestServer } from './harness.ts';

// Jobs in the process's memory (no Redis), as `npm start` runs.
const IN_MEMORY = { REDIS_URL: '' };

/**
 * A server that stops as a process does, and the one started after it on the same database, both closed
 * after the file's last case.
 */
export function restartingServers() {
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  return {
    start: async () => (first = await startServer(IN_MEMORY)),
    /** Stops the first server and starts another on its database: what a restart finds. */
    async restart() {
      await first!.stop();
      return (second = await startServer(IN_MEMORY, { shareWith: first }));
    },
    /** The restarted server, or a new one when a case runs alone. */
    current: async () => (second ??= await startServer(IN_MEMORY)),
  };
}
