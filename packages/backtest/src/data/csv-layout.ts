import { parseDateTime, parseTimeOfDay } from './csv-time.ts';

/** Where each field is in a row; -1 when absent. */
export interface CsvLayout {
  hasHeader: boolean;
  /** The date or date-time column. */
  time: number;
  /** A separate time-of-day column (MetaTrader `<TIME>`, Profit `Hora`), added to `time`. */
  timeOfDay: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const DATE_TIME_NAMES = ['datetime', 'date time', 'timestamp', 'open time', 'gmt time', 'local time'];
const DATE_NAMES = ['date', 'data', 'day', 'dia'];
const TIME_OF_DAY_NAMES = ['time', 'hora'];
const FIELD_NAMES = {
  open: ['open', 'abertura', 'abert', 'abert.'],
  high: ['high', 'maxima', 'maximo', 'max', 'max.'],
  low: ['low', 'minima', 'minimo', 'min', 'min.'],
  close: ['close', 'fechamento', 'fech', 'fech.', 'ultimo', 'last'],
  volume: ['volume', 'vol', 'tickvol', 'tick volume', 'quantidade', 'qtd'],
};

/** `<TICKVOL>`, `Máximo`, `open_time` → `tickvol`, `maximo`, `open time`. */
export function normaliseHeader(name: string): string {
  return name
    .trim()
    .replace(/^"|"$/g, '')
    .replace(/[<>]/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
}

function findColumn(headers: string[], names: string[]): number {
  for (const name of names) {
    const index = headers.indexOf(name);
    if (index >= 0) return index;
  }
  return -1;
}

function cleanField(field: string): string {
  return field.trim().replace(/^"|"$/g, '');
}

function looksLikeValue(field: string): boolean {
  const value = cleanField(field);
  return (
    value !== '' && (!Number.isNaN(Number(value.replace(',', '.'))) || !Number.isNaN(parseDateTime(value)))
  );
}

/** A header is a first line in which no field is a number or a date. */
export function isHeader(fields: string[]): boolean {
  return !fields.some(looksLikeValue);
}

/** Maps header names (English, MetaTrader `<…>`, Portuguese Profit/B3, pandas' empty index name) to fields. */
export function layoutFromHeader(fields: string[], volumeColumn?: string): CsvLayout {
  const headers = fields.map(normaliseHeader);
  let time = findColumn(headers, DATE_TIME_NAMES);
  let timeOfDay = -1;
  if (time < 0) {
    time = findColumn(headers, DATE_NAMES);
    if (time >= 0) timeOfDay = findColumn(headers, TIME_OF_DAY_NAMES);
    else time = findColumn(headers, ['time', '']);
  }
  const volume = volumeColumn
    ? headers.indexOf(normaliseHeader(volumeColumn))
    : findColumn(headers, FIELD_NAMES.volume);
  return {
    hasHeader: true,
    time,
    timeOfDay,
    open: findColumn(headers, FIELD_NAMES.open),
    high: findColumn(headers, FIELD_NAMES.high),
    low: findColumn(headers, FIELD_NAMES.low),
    close: findColumn(headers, FIELD_NAMES.close),
    volume,
  };
}

/**
 * Headerless files (MetaTrader `2024.01.02,00:00,…`, Binance klines, Profit `PETR4;02/01/2024;…`):
 * the first date-like field is the time, an `HH:MM` field right after it the time of day, then
 * open, high, low, close and, when present, volume.
 */
export function layoutFromPositions(fields: string[], monthFirst: boolean): CsvLayout {
  const cleaned = fields.map(cleanField);
  const time = cleaned.findIndex((f) => !Number.isNaN(parseDateTime(f, 0, monthFirst)));
  const timeOfDay = time >= 0 && !Number.isNaN(parseTimeOfDay(cleaned[time + 1] ?? '')) ? time + 1 : -1;
  const open = time < 0 ? -1 : Math.max(time, timeOfDay) + 1;
  const at = (offset: number): number => (open >= 0 && open + offset < fields.length ? open + offset : -1);
  return {
    hasHeader: false,
    time,
    timeOfDay,
    open: at(0),
    high: at(1),
    low: at(2),
    close: at(3),
    volume: at(4),
  };
}
