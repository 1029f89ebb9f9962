import { describe, expect, it } from 'vitest';
import { convertPost, toMicros, wattHoursToKwhWithCarry } from '../src/index.ts';

describe('Grupo A post conversion (§3.10)', () => {
  it('converts 1 000 kWh fora ponta into 622 kWh of ponta', () => {
    expect(convertPost(1000, toMicros(0.28), toMicros(0.45))).toBe(622);
    expect(() => convertPost(1000, toMicros(0.28), 0)).toThrow(RangeError);
  });
});

describe('Wh to whole kWh with carry', () => {
  it('carries the rounding so the parts add up to the rounded total', () => {
    expect(wattHoursToKwhWithCarry([400, 400, 400, 400])).toEqual([0, 1, 0, 1]);
    expect(wattHoursToKwhWithCarry([1499, 1, 1000])).toEqual([1, 1, 1]);
    expect(() => wattHoursToKwhWithCarry([-1])).toThrow(RangeError);
  });
});
