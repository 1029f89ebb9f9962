import { z } from 'zod';

const period = z.number().int().min(1).max(1000);
const source = z.enum(['open', 'high', 'low', 'close', 'volume']);

const indicatorSchema = z.discriminatedUnion('name', [
  z.object({
    kind: z.literal('indicator'),
    name: z.enum(['sma', 'ema', 'wma', 'rsi']),
    period,
    source: source.default('close'),
  }),
  z.object({ kind: z.literal('indicator'), name: z.literal('atr'), period }),
  z.object({
    kind: z.literal('indicator'),
    name: z.literal('bollinger'),
    period,
    multiplier: z.number().positive().max(10).default(2),
    output: z.enum(['upper', 'middle', 'lower']),
  }),
  z.object({
    kind: z.literal('indicator'),
    name: z.literal('macd'),
    fast: period.default(12),
    slow: period.default(26),
    signal: period.default(9),
    output: z.enum(['macd', 'signal', 'histogram']),
  }),
  z.object({
    kind: z.literal('indicator'),
    name: z.literal('donchian'),
    period,
    output: z.enum(['upper', 'middle', 'lower']),
  }),
  z.object({
    kind: z.literal('indicator'),
    name: z.literal('stochastic'),
    kPeriod: period.default(14),
    dPeriod: period.default(3),
    output: z.enum(['k', 'd']),
  }),
  z.object({
    kind: z.literal('indicator'),
    name: z.literal('adx'),
    period: period.default(14),
    output: z.enum(['adx', 'plusDi', 'minusDi']),
  }),
  z.object({ kind: z.literal('indicator'), name: z.literal('obv') }),
]);

/**
 * A series a condition compares: a price field, a constant, or an indicator output. Told apart by `kind`
 * (then an indicator by `name`), so an error names the field at fault rather than every shape it is not.
 */
export const operandSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('price'), field: source }),
  z.object({ kind: z.literal('value'), value: z.number().finite() }),
  indicatorSchema,
]);

export type Operand = z.infer<typeof operandSchema>;
/** An operand as written, before the schema fills in its defaults (an average's source, say). */
export type OperandInput = z.input<typeof operandSchema>;

type ConditionOf<O> =
  | { op: (typeof COMPARISONS)[number]; left: O; right: O }
  | { all: ConditionOf<O>[] }
  | { any: ConditionOf<O>[] }
  | { not: ConditionOf<O> };
export type Condition = ConditionOf<Operand>;
export type ConditionInput = ConditionOf<OperandInput>;

export const COMPARISONS = ['crossesAbove', 'crossesBelow', '>', '<', '>=', '<='] as const;

const comparisonSchema = z.object({ op: z.enum(COMPARISONS), left: operandSchema, right: operandSchema });
const groupSchemas = {
  all: z.object({ all: z.array(z.lazy(() => conditionSchema)).min(1) }),
  any: z.object({ any: z.array(z.lazy(() => conditionSchema)).min(1) }),
  not: z.object({ not: z.lazy(() => conditionSchema) }),
};

/** A condition's shape, told by its key: a group (`all`, `any`, `not`) or else a comparison. */
function shapeOf(value: unknown) {
  const key = (['all', 'any', 'not'] as const).find(
    (k) => typeof value === 'object' && value !== null && k in value,
  );
  return key ? groupSchemas[key] : comparisonSchema;
}

/**
 * A comparison of two operands, or a group of conditions. Parsed by the shape its key names, so an error
 * points at the field at fault (a union would report every shape the condition is not).
 */
export const conditionSchema: z.ZodType<Condition, ConditionInput> = z.unknown().transform((value, ctx) => {
  const parsed = shapeOf(value).safeParse(value);
  if (parsed.success) return parsed.data as Condition;
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, input: undefined });
  return z.NEVER;
}) as never;

const sides = z
  .object({ long: conditionSchema.optional(), short: conditionSchema.optional() })
  .refine((s) => s.long !== undefined || s.short !== undefined, 'give a long or a short condition');

/** Protective exits: stop-loss and take-profit in % of the signal close, a trailing stop in ATRs. */
export const exitsSchema = z.object({
  stopLossPct: z.number().positive().max(100).optional(),
  takeProfitPct: z.number().positive().max(1000).optional(),
  trailingAtr: z.object({ period: period.default(14), multiplier: z.number().positive().max(50) }).optional(),
});

/**
 * A declarative strategy, as the strategy builder produces it: entry and exit conditions per side
 * and the risk settings of every entry. Validated, then compiled; never evaluated as code.
 */
export const ruleStrategySchema = z.object({
  name: z.string().min(1).max(100).optional(),
  entry: sides,
  exit: z.object({ long: conditionSchema.optional(), short: conditionSchema.optional() }).default({}),
  /**
   * An entry signal for the other side closes the open position and enters at the same fill (a
   * long ↔ short reversal, as with backtesting.py's exclusive orders). Off: it enters only when flat.
   */
  reverse: z.boolean().default(false),
  risk: z
    .object({
      /** Order size: fraction of available margin (0–1) or whole units (≥ 1). */
      size: z
        .number()
        .positive()
        .refine((s) => s < 1 || Number.isInteger(s), 'size must be a fraction below 1 or whole units')
        .optional(),
      /** Order quantity of the instrument, any multiple of the run's unit (e.g. 0.5 BTC). */
      units: z.number().positive().optional(),
      ...exitsSchema.shape,
    })
    .default({})
    .refine((r) => r.size === undefined || r.units === undefined, {
      message: 'give a size or units, not both',
      path: ['units'],
    }),
});

export type RuleStrategySpec = z.input<typeof ruleStrategySchema>;
export type ParsedRuleStrategy = z.output<typeof ruleStrategySchema>;
