/**
 * Steps come at most this often; a fast replay processes several bars per step. Each step is a transaction:
 * at 100 ms, ten sessions at 1,000 bars a second kept the embedded database busy on the event loop.
 */
const MIN_STEP_MS = 500;

/** Milliseconds between steps and bars per step for a speed in bars per second. */
export const pace = (speed: number) => {
  const interval = Math.max(MIN_STEP_MS, Math.round(1000 / speed));
  return { interval, bars: Math.max(1, Math.round((speed * interval) / 1000)) };
};

/** Milliseconds of the session's clock per bar: a generated bar is never ahead of the time it is made at. */
export const barClockMs = (speed: number) => {
  const { interval, bars } = pace(speed);
  return interval / bars;
};
