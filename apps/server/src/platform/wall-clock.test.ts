import { expect, it } from 'vitest';
import { wallClock, wallClockTime } from './wall-clock.ts';

it("reads a zone's clock, across its day boundary, and refuses an unknown zone", () => {
  const instant = Date.UTC(2026, 0, 1, 2, 30, 15);
  expect(wallClock(instant, 'America/Sao_Paulo')).toEqual({
    year: 2025,
    month: 12,
    day: 31,
    hour: 23,
    minute: 30,
    second: 15,
  });
  expect(wallClockTime(instant, 'Asia/Kolkata') - instant).toBe(330 * 60_000);
  expect(wallClock(Date.UTC(2026, 5, 1, 0), 'UTC').hour).toBe(0);
  expect(() => wallClock(instant, 'Mars/Olympus')).toThrow(RangeError);
});
