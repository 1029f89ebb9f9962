import { findStrategy, ruleStrategySchema, type StrategyRef } from '@alvorada/backtest';
import type { RunSettings, StrategyDefinition } from '@alvorada/contracts';
import { AppError } from '../../platform/http/errors.ts';
import type { MessageCode } from '../../platform/http/messages.ts';

type Params = Record<string, number>;
type FieldErrors = Record<string, MessageCode[]>;

/** Problems of parameters against a built-in's specs (names, ranges, whole numbers), keyed `<prefix>.<name>`. */
function paramErrors(definition: StrategyDefinition, params: Params, prefix: string): FieldErrors {
  const errors: FieldErrors = {};
  if (definition.kind === 'rules') {
    if (Object.keys(params).length) errors[prefix] = ['rules_take_no_params'];
    return errors;
  }
  const specs = findStrategy(definition.built_in)!.params;
  for (const [name, value] of Object.entries(params)) {
    const spec = specs[name];
    if (!spec) errors[`${prefix}.${name}`] = ['unknown_param'];
    else if (value < spec.min || value > spec.max || (spec.integer && !Number.isInteger(value)))
      errors[`${prefix}.${name}`] = ['param_out_of_range'];
  }
  return errors;
}

function fail(errors: FieldErrors) {
  if (Object.keys(errors).length) throw new AppError(400, 'validation', { fields: errors });
}

/** A definition the engine will accept: a built-in's parameters in range, or a rule set its schema takes. */
export function assertValidDefinition(definition: StrategyDefinition) {
  if (definition.kind === 'built_in')
    return fail(paramErrors(definition, definition.params, 'definition.params'));
  const parsed = ruleStrategySchema.safeParse(definition.rules);
  if (parsed.success) return;
  fail(
    Object.fromEntries(
      parsed.error.issues.map((issue) => [
        ['definition', 'rules', ...issue.path].join('.'),
        ['rules_invalid'],
      ]),
    ),
  );
}

/** Parameters a run sets on top of the version's own, checked the same way. */
export function assertValidParams(definition: StrategyDefinition, params: Params, field = 'params') {
  fail(paramErrors(definition, params, field));
}

/** The parameters a run uses: the version's, then the request's. */
export const runParams = (definition: StrategyDefinition, params: Params): Params =>
  definition.kind === 'built_in' ? { ...definition.params, ...params } : {};

const SETTINGS = [
  'cash',
  'commission_fixed',
  'commission_rate',
  'spread',
  'margin',
  'exclusive_orders',
  'trade_on_close',
  'hedging',
  'finalize_trades',
  'round_lots',
  'slippage_fixed',
  'slippage_range',
] as const satisfies readonly (keyof RunSettings)[];

/** The account settings of a request that carries other fields too, as runs and sessions store them. */
export const settingsOf = (body: RunSettings): RunSettings =>
  Object.fromEntries(SETTINGS.map((key) => [key, body[key]])) as RunSettings;

/** The engine's name for the strategy: a built-in with its exits, or the rule set. */
export function strategyRef(definition: StrategyDefinition): StrategyRef {
  if (definition.kind === 'rules') return { rules: definition.rules as never };
  const { stop_loss_pct, take_profit_pct, trailing_atr } = definition.risk;
  return {
    builtIn: definition.built_in,
    risk: {
      stopLossPct: stop_loss_pct,
      takeProfitPct: take_profit_pct,
      trailingAtr: trailing_atr === undefined ? undefined : { period: 14, multiplier: trailing_atr },
    },
  };
}
