import { useEffect, useMemo, useRef } from 'react';
import { useTheme } from '@mui/material/styles';
import {
  CandlestickSeries,
  createChart,
  LineSeries,
  createSeriesMarkers,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candles, SessionEvent, TradeRow } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';

const seconds = (ms: number) => (ms / 1000) as UTCTimestamp;

/** Kept between renders, so a chart without lines, trades or fills is not drawn again each time. */
const NO_LINES: ChartLine[] = [];
const NO_TRADES: ChartTrade[] = [];
const NO_FILLS: ChartFill[] = [];

const PRICE_HEIGHT = 380;
const EQUITY_HEIGHT = 120;
/** A live chart keeps every bar in view until it has this many; then it scrolls with the newest. */
const FIT_BARS = 150;

/** What a marker needs of a trade. */
export type ChartTrade = Pick<TradeRow, 'size' | 'entry_time' | 'exit_time' | 'pnl'>;

/** What a marker needs of a fill: its bar and its signed size (positive buys). */
export type ChartFill = Pick<SessionEvent, 'bar_time' | 'size'>;

/** An indicator drawn over the candles: one value per candle, NaN where it has none yet. */
export interface ChartLine {
  name: string;
  values: ArrayLike<number>;
}

type Markers = SeriesMarker<UTCTimestamp>[];
type Candle = Candles['candles'][number];

/** Where each trade went in (an arrow, up for long, down for short) and out (a dot, green if it gained). */
export function tradeMarkers(
  trades: ChartTrade[],
  colors: { long: string; short: string; gain: string; loss: string },
): Markers {
  return trades
    .flatMap((trade): Markers => [
      trade.size > 0
        ? {
            time: seconds(trade.entry_time),
            position: 'belowBar',
            shape: 'arrowUp',
            color: colors.long,
          }
        : {
            time: seconds(trade.entry_time),
            position: 'aboveBar',
            shape: 'arrowDown',
            color: colors.short,
          },
      {
        time: seconds(trade.exit_time),
        position: trade.size > 0 ? 'aboveBar' : 'belowBar',
        shape: 'circle',
        color: trade.pnl >= 0 ? colors.gain : colors.loss,
      },
    ])
    .sort((a, b) => a.time - b.time);
}

/** Each fill at its bar: an arrow up under it for a buy, down over it for a sell. */
export function fillMarkers(fills: ChartFill[], colors: { buy: string; sell: string }): Markers {
  return fills
    .flatMap(({ bar_time: time, size }): Markers => {
      if (time === null || !size) return [];
      return [
        size > 0
          ? { time: seconds(time), position: 'belowBar', shape: 'arrowUp', color: colors.buy }
          : { time: seconds(time), position: 'aboveBar', shape: 'arrowDown', color: colors.sell },
      ];
    })
    .sort((a, b) => a.time - b.time);
}

interface Drawn {
  chart: IChartApi;
  price: ISeriesApi<'Candlestick'>;
  markers: ISeriesMarkersPluginApi<Time>;
  equity: ISeriesApi<'Line'> | null;
  lines: ISeriesApi<'Line'>[];
  /** What is drawn: the candles' list and its length, so that new bars are added rather than all redrawn. */
  candles: Candle[] | null;
  count: number;
  linesOf: ChartLine[] | null;
}

const bar = (c: Candle) => ({
  time: seconds(c.time),
  open: c.open,
  high: c.high,
  low: c.low,
  close: c.close,
});

/** Whether `next` is `drawn` with bars added after it (a live session's new bars). */
const extendsDrawn = (drawn: Candle[] | null, count: number, next: Candle[]) =>
  drawn !== null &&
  count > 0 &&
  next.length >= count &&
  next[0]!.time === drawn[0]!.time &&
  next[count - 1]!.time === drawn[count - 1]!.time;

/**
 * Candles with trades or fills marked on them and, optionally, indicator lines over them and the equity in
 * a pane below: scroll and zoom with the mouse, the wheel or the keys. A live session's new bars are added
 * to what is drawn, keeping the view where the reader put it.
 */
export default function PriceChart({
  candles,
  trades = NO_TRADES,
  fills = NO_FILLS,
  lines = NO_LINES,
  equity,
  live = false,
}: {
  candles: { candles: Candle[] };
  trades?: ChartTrade[];
  fills?: ChartFill[];
  lines?: ChartLine[];
  /** The equity at each candle's close, drawn in a pane under the price. */
  equity?: number[];
  live?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);
  const withEquity = equity !== undefined;

  const markers = useMemo(() => {
    const { palette } = theme;
    return [
      ...tradeMarkers(trades, {
        long: palette.primaryInk,
        short: palette.warning.main,
        gain: palette.success.main,
        loss: palette.error.main,
      }),
      ...fillMarkers(fills, { buy: palette.primaryInk, sell: palette.warning.main }),
    ].sort((a, b) => a.time - b.time);
  }, [trades, fills, theme]);

  // The chart, made again when the look, the language or its panes change.
  useEffect(() => {
    const { palette } = theme;
    const prices = new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const chart = createChart(container.current!, {
      autoSize: true,
      localization: { locale: i18n.language, priceFormatter: (price: number) => prices.format(price) },
      layout: {
        background: { color: palette.background.paper },
        textColor: palette.text.secondary,
        fontFamily: String(theme.typography.fontFamily),
        panes: { separatorColor: palette.divider },
      },
      grid: { vertLines: { color: palette.divider }, horzLines: { color: palette.divider } },
      rightPriceScale: { borderColor: palette.divider },
      timeScale: { borderColor: palette.divider },
    });
    const price = chart.addSeries(CandlestickSeries, {
      upColor: palette.success.main,
      borderUpColor: palette.success.main,
      wickUpColor: palette.success.main,
      downColor: palette.error.main,
      borderDownColor: palette.error.main,
      wickDownColor: palette.error.main,
    });
    const equitySeries = withEquity
      ? chart.addSeries(
          LineSeries,
          {
            color: palette.info.main,
            lineWidth: 2,
            priceLineVisible: false,
            title: t('trading.monitor.equity'),
          },
          1,
        )
      : null;
    // The equity's top label keeps clear of the price pane's bottom one.
    equitySeries?.priceScale().applyOptions({ scaleMargins: { top: 0.2, bottom: 0.1 } });
    chart.panes()[1]?.setHeight(EQUITY_HEIGHT);
    drawn.current = {
      chart,
      price,
      markers: createSeriesMarkers(price, []),
      equity: equitySeries,
      lines: [],
      candles: null,
      count: 0,
      linesOf: null,
    };
    return () => {
      drawn.current = null;
      chart.remove();
    };
  }, [theme, t, i18n.language, withEquity]);

  // The data: new bars added to those drawn, or everything drawn again.
  useEffect(() => {
    const d = drawn.current!;
    const list = candles.candles;
    const time = (i: number) => seconds(list[i]!.time);
    if (d.linesOf === lines && extendsDrawn(d.candles, d.count, list)) {
      for (let i = d.count - 1; i < list.length; i++) {
        d.price.update(bar(list[i]!));
        if (equity?.[i] !== undefined) d.equity?.update({ time: time(i), value: equity[i]! });
      }
    } else {
      d.price.setData(list.map(bar));
      d.equity?.setData(
        list.flatMap((c, i) => (equity?.[i] === undefined ? [] : [{ time: time(i), value: equity[i]! }])),
      );
      for (const line of d.lines) d.chart.removeSeries(line);
      const lineColors = [
        theme.palette.info.main,
        theme.palette.secondary.main,
        theme.palette.warning.dark,
        theme.palette.text.primary,
      ];
      d.lines = lines.map((line, k) => {
        const overlay = d.chart.addSeries(LineSeries, {
          color: lineColors[k % lineColors.length],
          lineWidth: 2,
          title: line.name,
          priceLineVisible: false,
          lastValueVisible: false,
        });
        overlay.setData(
          list.flatMap((c, i) => {
            const value = line.values[i]!;
            return Number.isFinite(value) ? [{ time: seconds(c.time), value }] : [];
          }),
        );
        return overlay;
      });
      d.linesOf = lines;
    }
    if (d.count === 0 || (live && list.length <= FIT_BARS)) d.chart.timeScale().fitContent();
    d.candles = list;
    d.count = list.length;
  }, [candles, equity, lines, live, theme, t, i18n.language, withEquity]);

  useEffect(() => {
    drawn.current!.markers.setMarkers(markers);
  }, [markers, theme, t, i18n.language, withEquity]);

  return (
    <div
      dir="ltr"
      ref={container}
      role="figure"
      aria-label={
        fills.length
          ? t('trading.monitor.chartLabel', { count: fills.length })
          : t('trading.backtest.result.chartLabel', { count: trades.length })
      }
      data-markers={markers.length}
      data-bars={candles.candles.length}
      data-lines={lines.map((line) => line.name).join(', ')}
      style={{ height: PRICE_HEIGHT + (withEquity ? EQUITY_HEIGHT : 0), width: '100%' }}
    />
  );
}
