import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const ci = process.env.CI === 'true';
const withPostgres = Boolean(process.env.DATABASE_URL);
if (ci && (!withPostgres || !process.env.REDIS_URL)) {
  throw new Error(
    'CI=true requires DATABASE_URL and REDIS_URL: the server suite must run on PostgreSQL and Redis',
  );
}

// Only a hung case reaches this: a case's verdict comes from what it checks, not from how fast a busy machine
// runs it (no case sets a limit of its own).
const SAFETY_NET_MS = 600_000;

// `*.pg.test.ts` need what only PostgreSQL + Redis give (several instances on one database and bus).
// These files start no server and open no database (pure logic, the layering rules): one engine runs them.
const ENGINE_FREE = [
  'apps/server/src/messages.test.ts',
  'apps/server/src/modules/energy/report-documents/bidi-text.test.ts',
  'apps/server/src/modules/energy/report-pdf.test.ts',
  'apps/server/src/platform/auth/tokens.test.ts',
  'apps/server/src/platform/http/duration.test.ts',
  'apps/server/src/platform/http/redact.test.ts',
  'apps/server/src/platform/http/request-recorder.test.ts',
  'apps/server/src/platform/logs.test.ts',
  'apps/server/src/platform/queue/job-placement.test.ts',
  'apps/server/src/platform/queue/memory-queue.test.ts',
  'apps/server/src/platform/rolling-timings.test.ts',
  'apps/server/src/platform/wall-clock.test.ts',
  'apps/server/test/bench-figures.test.ts',
  'apps/server/test/layers.test.ts',
  'apps/server/test/optop-intent-router.test.ts',
  'apps/server/test/shared-enumerations.test.ts',
  'apps/server/test/statement-params.test.ts',
  'apps/server/test/trading-session-notices.test.ts',
];
const serverProject = (name: string, env: Record<string, string>, withSharedServices: boolean) => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
    // The data directory's lock belongs to the embedded engine: its processes run on PGlite in both projects.
    // The line in front of the embedded engine exists on PGlite only.
    exclude: withSharedServices
      ? ['**/data-dir-lock.test.ts', '**/embedded-database-queue.test.ts', ...ENGINE_FREE]
      : ['**/*.pg.test.ts'],
    env,
    globalSetup: ['apps/server/test/database-template.ts'],
    testTimeout: SAFETY_NET_MS,
    hookTimeout: SAFETY_NET_MS,
    pool: 'forks' as const,
    // Each fork evaluates the server's module graph once for all the files it runs instead of once per file
    // (a third of the suite's time went there). Every file builds its own app and database, and module state
    // is limited to what every app shares (the message catalogue, the embedded fonts).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest leaves one core free by default: on a two-core CI machine that runs every file one after the
    // other. The suites wait on sockets, child processes and databases much of the time, so a two-core
    // machine runs three files at once (the whole suite there: 418 s with two, 360 s with three, 368 s with
    // four).
    maxWorkers: Math.max(3, availableParallelism()),
    // A fork that had run many embedded databases once died inside V8 as it freed compiled WebAssembly
    // (`UnregisterWasmAllocation`, Node 24.21): the forks keep that code instead of collecting it.
    execArgv: ['--no-wasm-code-gc'],
    projects: [
      { test: { name: 'repository', include: ['test/**/*.test.ts'], testTimeout: SAFETY_NET_MS } },
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          testTimeout: SAFETY_NET_MS,
        },
      },
      // The same server suite runs on the embedded engine and, when configured, on PostgreSQL + Redis.
      serverProject('server-pglite', { TEST_DB: 'pglite', REDIS_URL: '' }, false),
      ...(withPostgres ? [serverProject('server-postgres', { TEST_DB: 'postgres' }, true)] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
