import type { Locale } from '@alvorada/contracts';
import { saoPauloParts } from './clock.ts';

/**
 * What a report says, before it is a file: its figures as values with a kind, so the PDF formats them for
 * people (R$ 1.234,56, MWh above 10.000 kWh, dd/mm/aaaa) and the spreadsheet keeps real numbers and dates.
 */
/** `share`: an allocation share, with the two decimals of a percent distributors take. */
export type CellKind = 'text' | 'kwh' | 'money' | 'ratio' | 'share' | 'number' | 'date' | 'month';
export type Cell = string | number | null;

export interface ReportColumn {
  header: string;
  kind: CellKind;
  /** Relative width in the PDF (1 by default). */
  weight?: number;
}

export interface ReportTable {
  title: string;
  columns: ReportColumn[];
  rows: Cell[][];
}

export interface ReportFigure {
  label: string;
  kind: CellKind;
  value: Cell;
}

export interface ReportContent {
  title: string;
  /** The parameters in words: "Mês de referência: jan. de 2026 · Usina: Todas". */
  subtitle: string;
  figures: ReportFigure[];
  tables: ReportTable[];
}

/** Values as people read them in the locale; dates as dd/mm/aaaa in pt-BR. */
export function reportFormatters(locale: Locale) {
  const number = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    numberingSystem: 'latn',
  });
  const mwh = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, numberingSystem: 'latn' });
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  });
  const share = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  });
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
  const day = (value: string) => {
    const [y, m, d] = value.slice(0, 10).split('-');
    return locale === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
  };
  const format = (kind: CellKind, value: Cell): string => {
    if (value === null || value === '') return '—';
    if (typeof value === 'string' && kind !== 'date' && kind !== 'month') return value;
    const n = Number(value);
    switch (kind) {
      case 'kwh':
        return Math.abs(n) > 10_000 ? `${mwh.format(n / 1000)} MWh` : `${number.format(Math.round(n))} kWh`;
      case 'money':
        return money.format(n / 100);
      case 'ratio':
        return percent.format(n);
      case 'share':
        return share.format(n);
      case 'date':
        return day(String(value));
      case 'month':
        return monthName.format(new Date(`${String(value).slice(0, 7)}-01T00:00:00Z`));
      default:
        return number.format(n);
    }
  };
  return {
    format,
    /** A moment as dd/mm/aaaa hh:mm in São Paulo time. */
    dateTime(value: Date) {
      const at = saoPauloParts(value);
      return `${day(`${at.year}-${at.month}-${at.day}`)} ${at.hour}:${at.minute}`;
    },
  };
}
