/** Closed trades, column-wise (the field names of the trade table). Bars are indexes into the data. */
export interface TradeColumns {
  readonly count: number;
  readonly Size: Float64Array;
  readonly EntryBar: Float64Array;
  readonly ExitBar: Float64Array;
  readonly EntryPrice: Float64Array;
  readonly ExitPrice: Float64Array;
  /** NaN when the trade had no stop-loss / take-profit. */
  readonly SL: Float64Array;
  readonly TP: Float64Array;
  readonly PnL: Float64Array;
  readonly Commission: Float64Array;
  readonly ReturnPct: Float64Array;
  readonly Tag: readonly (string | undefined)[];
}

const INITIAL_CAPACITY = 64;

/** Append-only store of closed trades in growable typed arrays (no allocation per trade). */
export class TradeLog implements TradeColumns {
  count = 0;
  Size = new Float64Array(INITIAL_CAPACITY);
  EntryBar = new Float64Array(INITIAL_CAPACITY);
  ExitBar = new Float64Array(INITIAL_CAPACITY);
  EntryPrice = new Float64Array(INITIAL_CAPACITY);
  ExitPrice = new Float64Array(INITIAL_CAPACITY);
  SL = new Float64Array(INITIAL_CAPACITY);
  TP = new Float64Array(INITIAL_CAPACITY);
  PnL = new Float64Array(INITIAL_CAPACITY);
  Commission = new Float64Array(INITIAL_CAPACITY);
  ReturnPct = new Float64Array(INITIAL_CAPACITY);
  Tag: (string | undefined)[] = [];

  /** Records a closed trade; `commission` is entry + exit. */
  add(
    size: number,
    entryBar: number,
    exitBar: number,
    entryPrice: number,
    exitPrice: number,
    commission: number,
    sl = NaN,
    tp = NaN,
    tag: string | undefined = undefined,
  ): void {
    if (this.count === this.Size.length) this.grow();
    const k = this.count++;
    this.Size[k] = size;
    this.EntryBar[k] = entryBar;
    this.ExitBar[k] = exitBar;
    this.EntryPrice[k] = entryPrice;
    this.ExitPrice[k] = exitPrice;
    this.SL[k] = sl;
    this.TP[k] = tp;
    this.PnL[k] = size * (exitPrice - entryPrice) - commission;
    this.Commission[k] = commission;
    this.ReturnPct[k] =
      (size > 0 ? 1 : -1) * (exitPrice / entryPrice - 1) - commission / (Math.abs(size) * entryPrice);
    if (tag !== undefined || this.Tag.length > 0) this.Tag[k] = tag;
  }

  /** Trimmed copies of the columns. */
  columns(): TradeColumns {
    const n = this.count;
    return {
      count: n,
      Size: this.Size.slice(0, n),
      EntryBar: this.EntryBar.slice(0, n),
      ExitBar: this.ExitBar.slice(0, n),
      EntryPrice: this.EntryPrice.slice(0, n),
      ExitPrice: this.ExitPrice.slice(0, n),
      SL: this.SL.slice(0, n),
      TP: this.TP.slice(0, n),
      PnL: this.PnL.slice(0, n),
      Commission: this.Commission.slice(0, n),
      ReturnPct: this.ReturnPct.slice(0, n),
      Tag: Array.from({ length: n }, (_, k) => this.Tag[k]),
    };
  }

  private grow(): void {
    const capacity = this.Size.length * 2;
    const grown = (a: Float64Array): Float64Array<ArrayBuffer> => {
      const b = new Float64Array(capacity);
      b.set(a);
      return b;
    };
    this.Size = grown(this.Size);
    this.EntryBar = grown(this.EntryBar);
    this.ExitBar = grown(this.ExitBar);
    this.EntryPrice = grown(this.EntryPrice);
    this.ExitPrice = grown(this.ExitPrice);
    this.SL = grown(this.SL);
    this.TP = grown(this.TP);
    this.PnL = grown(this.PnL);
    this.Commission = grown(this.Commission);
    this.ReturnPct = grown(this.ReturnPct);
  }
}
