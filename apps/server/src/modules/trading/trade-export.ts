import type { Locale, Operation, TradeRow } from '@alvorada/contracts';
import { translate, type MessageCode } from '../../platform/http/messages.ts';
import type { ExportColumn } from '../../platform/http/list-export.ts';

const DAY_MS = 86_400_000;
const PRICES = ['size', 'entry_price', 'exit_price', 'sl', 'tp', 'pnl', 'commission', 'return_pct'] as const;
type Price = (typeof PRICES)[number];

type Closed = Pick<TradeRow, 'entry_time' | 'exit_time' | 'duration' | Exclude<Price, 'sl' | 'tp'>>;

const header = (field: string, locale: Locale) => translate(`trade_field_${field}` as MessageCode, locale);

/** What every closed trade exports: its times, prices and result (the return in %), its duration in days. */
function closedTradeColumns<Row extends Closed>(
  locale: Locale,
  prices: (keyof Row & Price)[],
): ExportColumn<Row>[] {
  const number = (field: keyof Row & string, value: (row: Row) => number | null): ExportColumn<Row> => ({
    header: header(field, locale),
    kind: 'number',
    value,
  });
  return [
    { header: header('entry_time', locale), kind: 'date', value: (t) => new Date(t.entry_time) },
    { header: header('exit_time', locale), kind: 'date', value: (t) => new Date(t.exit_time) },
    ...prices.map((field) =>
      number(field, (t) =>
        field === 'return_pct' ? t.return_pct * 100 : (t[field] as unknown as number | null),
      ),
    ),
    number('duration', (t) => t.duration / DAY_MS),
  ];
}

/** A backtest's trades as exported: translated headers, real dates, numbers as numbers. */
export function tradeExportColumns(locale: Locale): ExportColumn<TradeRow>[] {
  return [
    { header: header('n', locale), kind: 'number', value: (t) => t.n },
    ...closedTradeColumns<TradeRow>(locale, [...PRICES]),
    { header: header('tag', locale), value: (t) => t.tag },
  ];
}

/** The operations table as exported: where each trade came from, its strategy, instrument and side first. */
export function operationExportColumns(locale: Locale): ExportColumn<Operation>[] {
  const label = (code: string) => translate(code as MessageCode, locale);
  return [
    { header: header('source', locale), value: (o) => label(`operation_source_${o.source}`) },
    { header: header('strategy', locale), value: (o) => o.strategy_name },
    { header: header('symbol', locale), value: (o) => o.symbol },
    { header: header('side', locale), value: (o) => label(`operation_side_${o.side}`) },
    ...closedTradeColumns<Operation>(
      locale,
      PRICES.filter((field) => field !== 'sl' && field !== 'tp'),
    ),
  ];
}
