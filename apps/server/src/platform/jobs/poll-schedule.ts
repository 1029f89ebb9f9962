/** When a source polled on a schedule (a Workana listing, an inverter portal) is asked next. */
const BACKOFF_BASE_MS = 5 * 60_000;
const BACKOFF_MAX_MS = 12 * 3_600_000;

/** 5 min, 10, 20… up to 12 h after the n-th failure in a row. */
export const backoffMs = (failures: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1), BACKOFF_MAX_MS);

/** The interval give or take a tenth, so instances and sources do not knock at the same second. */
export const jittered = (minutes: number) => minutes * 60_000 * (0.9 + Math.random() * 0.2);

/**
 * Runs `tick` every `everyMs` (the first time after at most 2 s), never two at once; a failed tick goes to
 * `failed` and the next one comes as usual. 0 turns it off. Answers how to stop it.
 */
export function startTicker(everyMs: number, tick: () => Promise<void>, failed: (err: unknown) => void) {
  if (everyMs <= 0) return () => undefined;
  let busy = false;
  const run = async () => {
    if (busy) return;
    busy = true;
    try {
      await tick();
    } catch (err) {
      failed(err);
    } finally {
      busy = false;
    }
  };
  const first = setTimeout(run, Math.min(everyMs, 2000));
  const timer = setInterval(run, everyMs);
  timer.unref();
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
