import type { Locale, Operation, TradeRow } from '@alvorada/contracts';
import type { ExportColumn } from '../../platform/http/list-export.ts';
import { textIn, type Texts } from '../../platform/http/texts.ts';

const DAY_MS = 86_400_000;
const PRICES = ['size', 'entry_price', 'exit_price', 'sl', 'tp', 'pnl', 'commission', 'return_pct'] as const;
type Price = (typeof PRICES)[number];

type Closed = Pick<TradeRow, 'entry_time' | 'exit_time' | 'duration' | Exclude<Price, 'sl' | 'tp'>>;

/** The exports' column headers. */
const HEADERS = {
  n: ['Nº', 'No.', 'N°', 'رقم'],
  entry_time: ['Entrada', 'Entry', 'Entrée', 'الدخول'],
  exit_time: ['Saída', 'Exit', 'Sortie', 'الخروج'],
  size: ['Quantidade', 'Size', 'Quantité', 'الكمية'],
  entry_price: ['Preço de entrada', 'Entry price', 'Prix d’entrée', 'سعر الدخول'],
  exit_price: ['Preço de saída', 'Exit price', 'Prix de sortie', 'سعر الخروج'],
  sl: ['Stop loss', 'Stop loss', 'Stop loss', 'وقف الخسارة'],
  tp: ['Alvo', 'Take profit', 'Take profit', 'جني الربح'],
  pnl: ['Resultado', 'Profit/loss', 'Résultat', 'الربح/الخسارة'],
  commission: ['Corretagem', 'Commission', 'Commission', 'العمولة'],
  return_pct: ['Retorno (%)', 'Return (%)', 'Rendement (%)', 'العائد (%)'],
  duration: ['Duração (dias)', 'Duration (days)', 'Durée (jours)', 'المدة (أيام)'],
  tag: ['Etiqueta', 'Tag', 'Étiquette', 'الوسم'],
  source: ['Origem', 'Source', 'Origine', 'المصدر'],
  strategy: ['Estratégia', 'Strategy', 'Stratégie', 'الاستراتيجية'],
  symbol: ['Ativo', 'Instrument', 'Instrument', 'الأداة'],
  side: ['Lado', 'Side', 'Sens', 'الاتجاه'],
} satisfies Record<string, Texts>;
const SOURCES = {
  backtest: ['Backtest', 'Backtest', 'Backtest', 'اختبار تاريخي'],
  paper: ['Paper trading', 'Paper trading', 'Trading fictif', 'تداول ورقي'],
} satisfies Record<Operation['source'], Texts>;
const SIDES = {
  long: ['Compra', 'Long', 'Achat', 'شراء'],
  short: ['Venda', 'Short', 'Vente', 'بيع'],
} satisfies Record<Operation['side'], Texts>;

const header = (field: keyof typeof HEADERS, locale: Locale) => textIn(HEADERS[field], locale);

/**
 * Decimals each figure is written with: money to the cent, a return to a hundredth of a basis point, sizes and
 * prices to a satoshi. Enough for any instrument, and no binary noise such as `-94.70999999999921`.
 */
const DECIMALS: Record<Price | 'duration', number> = {
  size: 8,
  entry_price: 8,
  exit_price: 8,
  sl: 8,
  tp: 8,
  pnl: 2,
  commission: 2,
  return_pct: 4,
  duration: 2,
};

const rounded = (value: number | null, decimals: number) =>
  value === null ? null : Number(value.toFixed(decimals));

/** What every closed trade exports: its times, prices and result (the return in %), its duration in days. */
function closedTradeColumns<Row extends Closed>(
  locale: Locale,
  prices: (keyof Row & Price)[],
): ExportColumn<Row>[] {
  const number = (field: Price | 'duration', value: (row: Row) => number | null): ExportColumn<Row> => ({
    header: header(field, locale),
    kind: 'number',
    value: (row) => rounded(value(row), DECIMALS[field]),
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
  return [
    { header: header('source', locale), value: (o) => textIn(SOURCES[o.source], locale) },
    { header: header('strategy', locale), value: (o) => o.strategy_name },
    { header: header('symbol', locale), value: (o) => o.symbol },
    { header: header('side', locale), value: (o) => textIn(SIDES[o.side], locale) },
    ...closedTradeColumns<Operation>(
      locale,
      PRICES.filter((field) => field !== 'sl' && field !== 'tp'),
    ),
  ];
}
