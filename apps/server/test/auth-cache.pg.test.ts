import { afterAll, beforeAll } from 'vitest';
import { startServer, type TestServer } from './harness.ts';
import { fileServer } from './module-server.ts';
import { describeAuthCacheInvalidation } from './auth-cache-cases.ts';

// Runs in the PostgreSQL + Redis project only: the second instance learns of every change over Redis.
const server = fileServer();
let second: TestServer;
beforeAll(async () => {
  second = await startServer({}, { shareWith: server });
});
afterAll(() => second?.stop());

describeAuthCacheInvalidation(() => ({ acting: server, other: second }));
