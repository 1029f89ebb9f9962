import type { Locale, TradeRow } from '@alvorada/contracts';
import { translate, type MessageCode } from '../../platform/http/messages.ts';
import type { ExportColumn } from '../../platform/http/list-export.ts';

const DAY_MS = 86_400_000;
const PRICES = ['size', 'entry_price', 'exit_price', 'sl', 'tp', 'pnl', 'commission', 'return_pct'] as const;

/** A backtest's trades as exported: translated headers, real dates, numbers as numbers (return in %). */
export function tradeExportColumns(locale: Locale): ExportColumn<TradeRow>[] {
  const header = (field: string) => translate(`trade_field_${field}` as MessageCode, locale);
  return [
    { header: header('n'), kind: 'number', value: (t) => t.n },
    { header: header('entry_time'), kind: 'date', value: (t) => new Date(t.entry_time) },
    { header: header('exit_time'), kind: 'date', value: (t) => new Date(t.exit_time) },
    ...PRICES.map((field): ExportColumn<TradeRow> => ({
      header: header(field),
      kind: 'number',
      value: (t) => (field === 'return_pct' ? t.return_pct * 100 : t[field]),
    })),
    { header: header('duration'), kind: 'number', value: (t) => t.duration / DAY_MS },
    { header: header('tag'), value: (t) => t.tag },
  ];
}
