/**
 * Crash drills: a process started with `ALVORADA_HOLD_JOBS` naming jobs (their queue names, comma-separated)
 * stops each of those jobs once it is running with its lock held, prints `holding <name> <id>` and waits
 * there until the process is killed. Unset, as everywhere but the drills, it returns at once.
 */
export async function holdPoint(name: string, id: number | string) {
  if (!process.env.ALVORADA_HOLD_JOBS?.split(',').includes(name)) return;
  process.stdout.write(`holding ${name} ${id}\n`);
  await new Promise<never>(() => undefined);
}
