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

const DEFAULT_CAPACITY = 64;

/** Append-only store of closed trades in growable typed arrays (no allocation per trade). */
export class TradeLog implements TradeColumns {
  count = 0;
  Size: Float64Array<ArrayBuffer>;
  EntryBar: Float64Array<ArrayBuffer>;
  ExitBar: Float64Array<ArrayBuffer>;
  EntryPrice: Float64Array<ArrayBuffer>;
  ExitPrice: Float64Array<ArrayBuffer>;
  SL: Float64Array<ArrayBuffer>;
  TP: Float64Array<ArrayBuffer>;
  PnL: Float64Array<ArrayBuffer>;
  Commission: Float64Array<ArrayBuffer>;
  ReturnPct: Float64Array<ArrayBuffer>;
  Tag: (string | undefined)[] = [];

  /** `capacity`: how many trades fit before the columns grow (a bound known in advance saves the copies). */
  constructor(capacity = DEFAULT_CAPACITY) {
    const column = () => new Float64Array(Math.max(1, capacity));
    this.Size = column();
    this.EntryBar = column();
    this.ExitBar = column();
    this.EntryPrice = column();
    this.ExitPrice = column();
    this.SL = column();
    this.TP = column();
    this.PnL = column();
    this.Commission = column();
    this.ReturnPct = column();
  }

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

  /** The columns, trimmed to the trades recorded (views of the log's arrays). */
  columns(): TradeColumns {
    const n = this.count;
    const tags = new Array<string | undefined>(n).fill(undefined);
    for (let k = 0; k < Math.min(n, this.Tag.length); k++) tags[k] = this.Tag[k];
    return {
      count: n,
      Size: this.Size.subarray(0, n),
      EntryBar: this.EntryBar.subarray(0, n),
      ExitBar: this.ExitBar.subarray(0, n),
      EntryPrice: this.EntryPrice.subarray(0, n),
      ExitPrice: this.ExitPrice.subarray(0, n),
      SL: this.SL.subarray(0, n),
      TP: this.TP.subarray(0, n),
      PnL: this.PnL.subarray(0, n),
      Commission: this.Commission.subarray(0, n),
      ReturnPct: this.ReturnPct.subarray(0, n),
      Tag: tags,
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
