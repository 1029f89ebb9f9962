import type { InitContext, Strategy, StrategyContext } from '../engine/strategy.ts';
import { bracketPrices, trailingAtrSeries } from '../strategies/risk.ts';
import { trailStops } from '../strategies/trailing-stop.ts';
import { operandName, operandSeries } from './operand-series.ts';
import {
  ruleStrategySchema,
  type Condition,
  type ParsedRuleStrategy,
  type RuleStrategySpec,
} from './rule-schema.ts';

type Evaluate = (condition: Condition) => Uint8Array;

function evaluator(ctx: InitContext): Evaluate {
  const n = ctx.data.close.length;
  const series = (operand: Parameters<typeof operandSeries>[1]): Float64Array => {
    const values = operandSeries(ctx.data, operand);
    return operand.kind === 'indicator' ? ctx.indicator(operandName(operand), values) : values;
  };
  const evaluate: Evaluate = (condition) => {
    const out = new Uint8Array(n);
    if ('all' in condition || 'any' in condition) {
      const parts = ('all' in condition ? condition.all : condition.any).map(evaluate);
      const all = 'all' in condition;
      for (let i = 0; i < n; i++) {
        let v = all ? 1 : 0;
        for (const p of parts) v = all ? v & p[i] : v | p[i];
        out[i] = v;
      }
      return out;
    }
    if ('not' in condition) {
      const inner = evaluate(condition.not);
      for (let i = 0; i < n; i++) out[i] = inner[i] ^ 1;
      return out;
    }
    const a = series(condition.left);
    const b = series(condition.right);
    for (let i = 0; i < n; i++) {
      let v: boolean;
      switch (condition.op) {
        case 'crossesAbove':
          v = i > 0 && a[i - 1] < b[i - 1] && a[i] > b[i];
          break;
        case 'crossesBelow':
          v = i > 0 && a[i - 1] > b[i - 1] && a[i] < b[i];
          break;
        case '>':
          v = a[i] > b[i];
          break;
        case '<':
          v = a[i] < b[i];
          break;
        case '>=':
          v = a[i] >= b[i];
          break;
        case '<=':
          v = a[i] <= b[i];
          break;
      }
      out[i] = v ? 1 : 0;
    }
    return out;
  };
  return evaluate;
}

const NEVER: Uint8Array = new Uint8Array(0);

/**
 * A strategy compiled from a declarative rule set: every condition is computed once over the whole
 * series in `init`; `next` only reads the precomputed flags. Exits are checked before entries, and
 * it enters only when flat, unless `reverse` lets an entry for the other side turn the position round.
 */
export class RuleStrategy implements Strategy {
  readonly spec: ParsedRuleStrategy;
  #entryLong: Uint8Array = NEVER;
  #entryShort: Uint8Array = NEVER;
  #exitLong: Uint8Array = NEVER;
  #exitShort: Uint8Array = NEVER;
  #atr: Float64Array = new Float64Array(0);

  /** Throws a ZodError naming every invalid field. */
  constructor(spec: RuleStrategySpec | unknown) {
    this.spec = ruleStrategySchema.parse(spec);
  }

  init(ctx: InitContext): void {
    const evaluate = evaluator(ctx);
    const flags = (c: Condition | undefined): Uint8Array => (c === undefined ? NEVER : evaluate(c));
    this.#entryLong = flags(this.spec.entry.long);
    this.#entryShort = flags(this.spec.entry.short);
    this.#exitLong = flags(this.spec.exit.long);
    this.#exitShort = flags(this.spec.exit.short);
    this.#atr = trailingAtrSeries(ctx, this.spec.risk);
  }

  next(ctx: StrategyContext, i: number): void {
    const close = ctx.data.close[i];
    const { trailingAtr } = this.spec.risk;
    const position = ctx.position.size;
    const side = this.#entryLong[i] === 1 ? 1 : this.#entryShort[i] === 1 ? -1 : 0;
    if (this.spec.reverse && side !== 0 && position * side < 0) {
      ctx.closePosition();
      this.enter(ctx, side, close);
      return;
    }
    if (position > 0 && this.#exitLong[i] === 1) ctx.closePosition();
    else if (position < 0 && this.#exitShort[i] === 1) ctx.closePosition();
    else if (position !== 0 && trailingAtr !== undefined)
      trailStops(ctx, close, trailingAtr.multiplier * this.#atr[i]);
    if (position !== 0 || ctx.orders.length > 0) return;
    if (side !== 0) this.enter(ctx, side, close);
  }

  /** A market order on `side` with the rule set's size and brackets around the signal close. */
  private enter(ctx: StrategyContext, side: 1 | -1, close: number): void {
    const { size, units } = this.spec.risk;
    const { sl, tp } = bracketPrices(side, close, this.spec.risk);
    if (side > 0) ctx.buy({ size, units, sl, tp });
    else ctx.sell({ size, units, sl, tp });
  }
}
