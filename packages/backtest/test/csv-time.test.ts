import { describe, expect, it } from 'vitest';
import { parseDateTime, parseTimeOfDay } from '../src/data/csv-time.ts';

const utc = (iso: string): number => Date.parse(`${iso}Z`);

describe('parseDateTime', () => {
  it.each([
    ['2024-01-02', '2024-01-02T00:00:00'],
    ['2024.01.02 13:45', '2024-01-02T13:45:00'],
    ['2024/01/02T13:45:30', '2024-01-02T13:45:30'],
    ['20240102', '2024-01-02T00:00:00'],
    ['02/01/2024 09:30:00', '2024-01-02T09:30:00'],
    ['2024-01-02 10:00:00.5', '2024-01-02T10:00:00.500'],
    ['2024-01-02T10:00:00Z', '2024-01-02T10:00:00'],
    ['2024-01-02T10:00:00-0300', '2024-01-02T13:00:00'],
    ['2024-01-02T10:00+05:30', '2024-01-02T04:30:00'],
    ['1704153600', '2024-01-02T00:00:00'],
    ['1704153600000', '2024-01-02T00:00:00'],
    ['1704153600000000', '2024-01-02T00:00:00'],
    ['2000-02-29', '2000-02-29T00:00:00'],
    ['1969-12-31 23:59', '1969-12-31T23:59:00'],
  ])('%s', (text, iso) => {
    expect(parseDateTime(text)).toBe(utc(iso));
  });

  it.each([
    '',
    'x',
    '2023-02-29',
    '1900-02-29',
    '2024-13-01',
    '2024-01-32',
    '2024-01-02 24:00',
    '2024-01-02 10:60',
    '2024-01-02X',
    '12345',
    '2024-01-02 10:00:00 extra',
    '01-02-2024',
    '2024-01-02+25',
  ])('rejects %s', (text) => {
    expect(parseDateTime(text)).toBeNaN();
  });

  it('applies the offset only to times without a zone', () => {
    expect(parseDateTime('2024-01-02 10:00', -180)).toBe(utc('2024-01-02T13:00:00'));
    expect(parseDateTime('2024-01-02 10:00Z', -180)).toBe(utc('2024-01-02T10:00:00'));
    expect(parseDateTime('1704153600000', -180)).toBe(utc('2024-01-02T00:00:00'));
  });

  it('reads slash dates month first when asked', () => {
    expect(parseDateTime('01/02/2024', 0, true)).toBe(utc('2024-01-02T00:00:00'));
  });
});

describe('parseTimeOfDay', () => {
  it('reads HH:MM and HH:MM:SS and rejects the rest', () => {
    expect(parseTimeOfDay('09:30')).toBe(34_200_000);
    expect(parseTimeOfDay('23:59:59')).toBe(86_399_000);
    expect(parseTimeOfDay('9h30')).toBeNaN();
    expect(parseTimeOfDay('09:30 ')).toBeNaN();
  });
});
