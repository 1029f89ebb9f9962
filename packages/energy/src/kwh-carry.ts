import { assertArray, assertNonNegativeInteger } from './validation.ts';

/**
 * Telemetry Wh → whole kWh per period with the rounding error carried forward: each period gets
 * round(cumulative) − round(previous cumulative) (half-up), so any prefix of the result adds up to the
 * rounded prefix total and nothing is lost or invented across a month.
 */
export function wattHoursToKwhWithCarry(wattHours: readonly number[]): number[] {
  assertArray(wattHours, 'wattHours');
  const result: number[] = [];
  let cumulative = 0;
  let reported = 0;
  wattHours.forEach((value, index) => {
    assertNonNegativeInteger(value, `wattHours[${index}]`);
    cumulative += value;
    const rounded = Math.floor((cumulative + 500) / 1000);
    result.push(rounded - reported);
    reported = rounded;
  });
  return result;
}
