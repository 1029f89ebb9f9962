import {
  Backtest,
  operandName,
  type Condition,
  ohlcvOf,
  type Operand,
  type ParsedRuleStrategy,
} from '@alvorada/backtest';
import { engineOptionsOf, type Candles, type RunSettings } from '@alvorada/contracts';
import type { ChartLine, ChartTrade } from '@/features/trading/components/price-chart.tsx';
import { INDICATORS, onPriceScale } from './operand-catalogue.ts';

export interface Preview {
  /** The statistics as the server stores them: what is not a finite number is null. */
  stats: Record<string, number | null>;
  trades: ChartTrade[];
  /** The indicators the rules compare that share the candles' scale (averages, bands, channels). */
  lines: ChartLine[];
  /**
   * The trades still open when the data ends: the return counts them, the trade count and the other
   * trade statistics do not.
   */
  open: { size: number; entry_time: number; entry_price: number }[];
}

function* operandsOf(condition: Condition | undefined): Generator<Operand> {
  if (!condition) return;
  if ('all' in condition) for (const c of condition.all) yield* operandsOf(c);
  else if ('any' in condition) for (const c of condition.any) yield* operandsOf(c);
  else if ('not' in condition) yield* operandsOf(condition.not);
  else yield* [condition.left, condition.right];
}

/** A short name for an indicator line: its name and settings, e.g. "SMA 10". */
export function lineName(operand: Extract<Operand, { kind: 'indicator' }>, output: (key: string) => string) {
  const settings = INDICATORS[operand.name].numbers.map(
    ({ key }) => (operand as unknown as Record<string, number>)[key],
  );
  const line = 'output' in operand ? ` ${output(operand.output)}` : '';
  return `${operand.name.toUpperCase()} ${settings.join(' · ')}${line}`.trim();
}

/**
 * The rule set run in the browser on the candles, with the settings and the instrument's lot and tick the
 * server would use: the same engine, so the preview is the backtest the server would store.
 */
export function previewRun(
  candles: Candles,
  rules: ParsedRuleStrategy,
  settings: RunSettings,
  instrument: { lot_size: number; tick_size: number },
  output: (key: string) => string,
): Preview {
  const data = ohlcvOf(candles.candles);
  const options = engineOptionsOf(settings, instrument.lot_size, instrument.tick_size);
  const result = new Backtest(data, { rules }, options).run();
  const t = result.trades;
  const trades = Array.from({ length: t.count }, (_, i) => ({
    size: t.Size[i]!,
    entry_time: data.time[t.EntryBar[i]!]!,
    exit_time: data.time[t.ExitBar[i]!]!,
    pnl: t.PnL[i]!,
  }));
  const sides = [rules.entry.long, rules.entry.short, rules.exit.long, rules.exit.short];
  const lines = new Map<string, ChartLine>();
  for (const operand of sides.flatMap((side) => [...operandsOf(side)])) {
    if (operand.kind !== 'indicator' || !onPriceScale(operand)) continue;
    const values = result.indicators[operandName(operand)];
    if (values) lines.set(operandName(operand), { name: lineName(operand, output), values });
  }
  return {
    stats: Object.fromEntries(
      Object.entries(result.stats).map(([name, value]) => [
        name,
        Number.isFinite(value) ? (value as number) : null,
      ]),
    ),
    trades,
    lines: [...lines.values()],
    open: result.openTrades.map((trade) => ({
      size: trade.size,
      entry_time: data.time[trade.entryBar]!,
      entry_price: trade.entryPrice,
    })),
  };
}
