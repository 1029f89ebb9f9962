import { BUILT_IN_STRATEGIES, type ParamSpec } from '@alvorada/backtest';
import type {
  BacktestRequest,
  OptimizationRequest,
  OptimizeDirection,
  SearchMethod,
  PaperFeed,
  PaperSessionRequest,
  Run,
  RunSettings,
  Strategy,
  Timeframe,
  WalkForwardRequest,
} from '@alvorada/contracts';
import type { TFunction } from 'i18next';
import {
  OPTIMIZE_OBJECTIVES,
  PAPER_SPEED,
  WALK_FORWARD_TRAIN_RATIO,
  WALK_FORWARD_WINDOWS,
} from '@alvorada/contracts';
import { parseDecimal } from '@/shared/ui/form/decimal.ts';

/** A parameter an optimisation varies (from `min` to `max` by `step`) or holds at the backtest's value. */
export interface ParamRange {
  vary: boolean;
  min: string;
  max: string;
  step: string;
}

/** The run form as typed: numbers stay text until sent, percentages in percent. */
export interface RunFormValues {
  instrument_id: string;
  timeframe: Timeframe;
  from: string;
  to: string;
  strategy_id: string;
  params: Record<string, string>;
  ranges: Record<string, ParamRange>;
  /** Searches: the statistic optimised, or `formula` for the formula typed. */
  maximize: (typeof OPTIMIZE_OBJECTIVES)[number] | 'formula';
  formula: string;
  direction: OptimizeDirection;
  /** A condition on the parameters (empty: none). */
  constraint: string;
  /** Try part of the combinations, drawn at random or chosen by a model, instead of all of them. */
  sampled: boolean;
  sample_method: SearchMethod;
  sample_tries: string;
  sample_seed: string;
  /** Walk-forward: test windows, training bars per test bar, training from the first bar. */
  windows: string;
  train_ratio: string;
  anchored: boolean;
  cash: string;
  commission_fixed: string;
  commission_pct: string;
  spread_pct: string;
  /** The margin a position needs, in percent of its value (100: no leverage). */
  margin_pct: string;
  exclusive_orders: boolean;
  trade_on_close: boolean;
  hedging: boolean;
  finalize_trades: boolean;
  round_lots: boolean;
  slippage_fixed: string;
  /** Slippage as a percentage of the fill bar's range. */
  slippage_range_pct: string;
  /** Paper sessions: a name, the feed and its pace in bars per second, risk limits (empty: none). */
  name: string;
  feed: PaperFeed;
  speed: string;
  max_position: string;
  max_orders_per_minute: string;
  max_daily_loss: string;
  notify_fills: boolean;
}

export const RUN_FORM_DEFAULTS: RunFormValues = {
  instrument_id: '',
  timeframe: '1d',
  from: '',
  to: '',
  strategy_id: '',
  params: {},
  ranges: {},
  maximize: 'SQN',
  formula: '',
  direction: 'max',
  constraint: '',
  sampled: false,
  sample_method: 'random',
  sample_tries: '50',
  sample_seed: '1',
  windows: String(WALK_FORWARD_WINDOWS.default),
  train_ratio: String(WALK_FORWARD_TRAIN_RATIO.default),
  anchored: false,
  cash: '10000',
  commission_fixed: '0',
  commission_pct: '0',
  spread_pct: '0',
  margin_pct: '100',
  exclusive_orders: false,
  trade_on_close: false,
  hedging: false,
  finalize_trades: false,
  round_lots: false,
  slippage_fixed: '0',
  slippage_range_pct: '0',
  name: '',
  feed: 'replay',
  speed: String(PAPER_SPEED.default),
  max_position: '',
  max_orders_per_minute: '',
  max_daily_loss: '',
  notify_fills: false,
};

/** A built-in strategy's parameter specs; a rule strategy has none the form can set. */
export const specsOf = (strategy: Strategy | undefined): Record<string, ParamSpec> =>
  strategy?.definition.kind === 'built_in'
    ? (BUILT_IN_STRATEGIES.find((s) => s.id === (strategy.definition as { built_in: string }).built_in)
        ?.params ?? {})
    : {};

/** The strategy's own parameters as the form shows them (its stored values, else the defaults), `over` winning. */
export function paramsOf(strategy: Strategy | undefined, over: Record<string, number> = {}) {
  const stored = strategy?.definition.kind === 'built_in' ? strategy.definition.params : {};
  return Object.fromEntries(
    Object.entries(specsOf(strategy)).map(([name, spec]) => [
      name,
      String(over[name] ?? stored[name] ?? spec.default),
    ]),
  );
}

/** The strategies to choose from, each with its latest version. */
export const strategyOptions = (strategies: Strategy[], t: TFunction) =>
  strategies.map((s) => ({
    value: String(s.id),
    label: `${s.name} (${t('trading.backtest.form.version', { version: s.version })})`,
  }));

/** A first range around each default: half to twice it, in about eight steps. */
export function rangesOf(strategy: Strategy | undefined): Record<string, ParamRange> {
  return Object.fromEntries(
    Object.entries(specsOf(strategy)).map(([name, spec]) => {
      const min = Math.max(spec.min, spec.integer ? Math.round(spec.default / 2) : spec.default / 2);
      const max = Math.min(spec.max, spec.default * 2);
      const step = spec.integer ? Math.max(1, Math.round((max - min) / 8)) : (max - min) / 8;
      return [
        name,
        { vary: false, min: String(min), max: String(max), step: String(Number(step.toPrecision(3))) },
      ];
    }),
  );
}

/** How many parameter sets a range tries. */
export const rangeSize = (range: ParamRange) => {
  const [min, max, step] = [range.min, range.max, range.step].map(parseDecimal) as [number, number, number];
  if (!(step > 0) || !(max >= min)) return 0;
  return Math.floor((max - min) / step + 1e-9) + 1;
};

/**
 * A rule for a number field: finite, within bounds, whole when asked, or left empty when optional; the
 * message says what is expected.
 */
export const decimalRule =
  (
    t: TFunction,
    options: { min?: number; max?: number; integer?: boolean; positive?: boolean; optional?: boolean },
  ) =>
  (text: string) => {
    if (options.optional && text.trim() === '') return true;
    const value = parseDecimal(text);
    const ok =
      Number.isFinite(value) &&
      (options.min === undefined || value >= options.min) &&
      (options.max === undefined || value <= options.max) &&
      (!options.positive || value > 0) &&
      (!options.integer || Number.isInteger(value));
    if (ok) return true;
    if (options.min !== undefined && options.max !== undefined)
      return t(options.integer ? 'trading.params.integer' : 'trading.params.range', options) as string;
    return t('validation.invalid') as string;
  };

const numbers = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, parseDecimal(v)]));

/** Capital, costs and fills as the server and the engine take them (percentages as fractions). */
export const settingsOf = (values: RunFormValues): RunSettings => ({
  cash: parseDecimal(values.cash),
  commission_fixed: parseDecimal(values.commission_fixed),
  commission_rate: parseDecimal(values.commission_pct) / 100,
  spread: parseDecimal(values.spread_pct) / 100,
  margin: parseDecimal(values.margin_pct) / 100,
  exclusive_orders: values.exclusive_orders,
  trade_on_close: values.trade_on_close,
  hedging: values.hedging,
  finalize_trades: values.finalize_trades,
  round_lots: values.round_lots,
  slippage_fixed: parseDecimal(values.slippage_fixed),
  slippage_range: parseDecimal(values.slippage_range_pct) / 100,
});

/** The candles a run is tested on. */
export const dataOf = (values: RunFormValues) => ({
  instrument_id: Number(values.instrument_id),
  timeframe: values.timeframe,
  from: values.from || undefined,
  to: values.to || undefined,
});

/** What every run request shares: the data, the strategy version and the costs. */
const common = (values: RunFormValues, strategy: Pick<Strategy, 'version_id'>) => ({
  ...dataOf(values),
  strategy_version_id: strategy.version_id,
  ...settingsOf(values),
});

export const backtestRequest = (
  values: RunFormValues,
  strategy: Pick<Strategy, 'version_id'>,
): Partial<BacktestRequest> => ({
  ...common(values, strategy),
  params: numbers(values.params),
});

/** Varied parameters as ranges, the others held at their backtest value. */
export const spaceOf = (values: RunFormValues) =>
  Object.fromEntries(
    Object.keys(values.params).map((name) => {
      const range = values.ranges[name];
      return [
        name,
        range?.vary
          ? { min: parseDecimal(range.min), max: parseDecimal(range.max), step: parseDecimal(range.step) }
          : [parseDecimal(values.params[name]!)],
      ];
    }),
  );

/** The search: its space, constraint, objective and sample. */
export const optimizationRequest = (
  values: RunFormValues,
  strategy: Strategy,
): Partial<OptimizationRequest> => ({
  ...common(values, strategy),
  ...(values.maximize === 'formula' ? { formula: values.formula.trim() } : { maximize: values.maximize }),
  direction: values.direction,
  constraint: values.constraint.trim() || undefined,
  sample: values.sampled
    ? {
        method: values.sample_method,
        tries: parseDecimal(values.sample_tries),
        seed: parseDecimal(values.sample_seed),
      }
    : undefined,
  space: spaceOf(values),
});

/** The optimisation's search, repeated window after window. */
export const walkForwardRequest = (
  values: RunFormValues,
  strategy: Strategy,
): Partial<WalkForwardRequest> => ({
  ...optimizationRequest(values, strategy),
  windows: parseDecimal(values.windows),
  train_ratio: parseDecimal(values.train_ratio),
  anchored: values.anchored,
});

const limit = (text: string) => (text.trim() === '' ? null : parseDecimal(text));

/** A paper session: a generated feed has no period; an empty limit is no limit. */
export const sessionRequest = (
  values: RunFormValues,
  strategy: Pick<Strategy, 'version_id'>,
): Partial<PaperSessionRequest> => ({
  ...backtestRequest(values, strategy),
  ...(values.feed === 'generated' && { from: undefined, to: undefined }),
  name: values.name.trim(),
  feed: values.feed,
  speed: parseDecimal(values.speed),
  limits: {
    max_position: limit(values.max_position),
    max_orders_per_minute: limit(values.max_orders_per_minute),
    max_daily_loss: limit(values.max_daily_loss),
  },
  notify_fills: values.notify_fills,
});

/** The run form's field for each field a session request's errors may name, where they differ. */
export const sessionFieldNames = (params: readonly string[]): Record<string, string> => ({
  ...Object.fromEntries(
    ['name', 'instrument_id', 'timeframe', 'feed', 'speed', 'from', 'to', 'cash', 'commission_fixed'].map(
      (name) => [name, name],
    ),
  ),
  strategy_version_id: 'strategy_id',
  commission_rate: 'commission_pct',
  spread: 'spread_pct',
  margin: 'margin_pct',
  'limits.max_position': 'max_position',
  'limits.max_orders_per_minute': 'max_orders_per_minute',
  'limits.max_daily_loss': 'max_daily_loss',
  ...Object.fromEntries(params.map((name) => [`params.${name}`, `params.${name}`])),
});

/** The form filled in as `run` was asked, with `params` (e.g. an optimisation's best) for the parameters. */
export function valuesOfRun(
  run: Run,
  strategy: Strategy | undefined,
  params: Record<string, number>,
): RunFormValues {
  return {
    ...RUN_FORM_DEFAULTS,
    instrument_id: String(run.instrument_id),
    timeframe: run.timeframe,
    from: run.from ?? '',
    to: run.to ?? '',
    strategy_id: run.strategy_id === null ? '' : String(run.strategy_id),
    params: paramsOf(strategy, params),
    ranges: rangesOf(strategy),
    ...settingsValuesOf(run.settings),
  };
}

/** A fraction as the form shows it, in percent. */
export const percentOf = (fraction: number) => String(Number((fraction * 100).toPrecision(6)));

/** Capital, costs and fills as the form shows them (percentages in percent), from a run's or the defaults. */
export const settingsValuesOf = (settings: RunSettings) => ({
  cash: String(settings.cash),
  commission_fixed: String(settings.commission_fixed),
  commission_pct: percentOf(settings.commission_rate),
  spread_pct: percentOf(settings.spread),
  margin_pct: percentOf(settings.margin),
  exclusive_orders: settings.exclusive_orders,
  trade_on_close: settings.trade_on_close,
  hedging: settings.hedging,
  finalize_trades: settings.finalize_trades,
  round_lots: settings.round_lots,
  slippage_fixed: String(settings.slippage_fixed),
  slippage_range_pct: percentOf(settings.slippage_range),
});
