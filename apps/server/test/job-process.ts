import { spawn } from 'node:child_process';
import { startServer, TEST_SERVER_ENV, type TestServer } from './harness.ts';
import { processOutput } from './process-output.ts';

const MAIN = new URL('../src/main.ts', import.meta.url).pathname;

// Jobs in the process's memory (no Redis), as `npm start` runs: what the process held dies with it.
const SERVER_ENV = { ...TEST_SERVER_ENV, REDIS_URL: '' };

/**
 * The server as a process of its own on a database (`env`: a PGlite directory or a PostgreSQL URL), with
 * `settings` of its own over the tests' (a timer on), whose jobs named in `hold` stop once running, with their lock held (platform/jobs/hold-point.ts). `held(name)`
 * resolves with the id of the first such job once it is there; `kill()` ends the process with SIGKILL.
 */
export async function serverProcess(
  env: Record<string, string>,
  hold: string[],
  settings: Record<string, string> = {},
) {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, ...SERVER_ENV, ...settings, ALVORADA_HOLD_JOBS: hold.join(',') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { line, exited } = processOutput(child);
  const [, url] = await line(/Alvorada is running at \S+ \((http:\/\/[^,]+),/);
  return {
    url: url!,
    held: async (name: string) => Number((await line(new RegExp(`holding ${name} (\\d+)`)))[1]),
    async kill() {
      child.kill('SIGKILL');
      return (await exited).signal;
    },
  };
}

/** The server started again, in this process, on the database a killed process left. */
export const restartOn = (env: Record<string, string>) =>
  startServer({ REDIS_URL: '' }, { shareWith: { env } as TestServer });

/** Resolves once `check` answers true, asking again as soon as the last answer came. */
export async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}
