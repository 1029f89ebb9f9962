import { useEffect, useRef } from 'react';
import { useTheme } from '@mui/material/styles';
import {
  CandlestickSeries,
  createChart,
  LineSeries,
  createSeriesMarkers,
  type SeriesMarker,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candles, TradeRow } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';

const seconds = (ms: number) => (ms / 1000) as UTCTimestamp;

/** Kept between renders, so a chart without lines is not drawn again each time. */
const NO_LINES: ChartLine[] = [];

/** What a marker needs of a trade. */
export type ChartTrade = Pick<TradeRow, 'size' | 'entry_time' | 'exit_time' | 'pnl'>;

/** An indicator drawn over the candles: one value per candle, NaN where it has none yet. */
export interface ChartLine {
  name: string;
  values: ArrayLike<number>;
}

/** Where each trade went in (an arrow, up for long, down for short) and out (a dot, green if it gained). */
export function tradeMarkers(
  trades: ChartTrade[],
  colors: { long: string; short: string; gain: string; loss: string },
): SeriesMarker<UTCTimestamp>[] {
  return trades
    .flatMap((trade): SeriesMarker<UTCTimestamp>[] => [
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

/**
 * Candles with trades marked on them and, optionally, indicator lines over them: scroll and zoom with the
 * mouse, the wheel or the keys.
 */
export default function PriceChart({
  candles,
  trades,
  lines = NO_LINES,
}: {
  candles: Candles;
  trades: ChartTrade[];
  lines?: ChartLine[];
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const { palette } = theme;
    const chart = createChart(container.current!, {
      autoSize: true,
      localization: { locale: i18n.language },
      layout: {
        background: { color: palette.background.paper },
        textColor: palette.text.secondary,
        fontFamily: String(theme.typography.fontFamily),
      },
      grid: { vertLines: { color: palette.divider }, horzLines: { color: palette.divider } },
      rightPriceScale: { borderColor: palette.divider },
      timeScale: { borderColor: palette.divider },
    });
    const series = chart.addSeries(CandlestickSeries, {
      upColor: palette.success.main,
      borderUpColor: palette.success.main,
      wickUpColor: palette.success.main,
      downColor: palette.error.main,
      borderDownColor: palette.error.main,
      wickDownColor: palette.error.main,
    });
    series.setData(
      candles.candles.map((c) => ({
        time: seconds(c.time),
        open: c.open,
        high: c.high,
        low: c.low,
        close: c.close,
      })),
    );
    createSeriesMarkers(
      series,
      tradeMarkers(trades, {
        long: palette.primaryInk,
        short: palette.warning.main,
        gain: palette.success.main,
        loss: palette.error.main,
      }),
    );
    const lineColors = [
      palette.info.main,
      palette.secondary.main,
      palette.warning.dark,
      palette.text.primary,
    ];
    lines.forEach((line, k) => {
      const overlay = chart.addSeries(LineSeries, {
        color: lineColors[k % lineColors.length],
        lineWidth: 2,
        title: line.name,
        priceLineVisible: false,
        lastValueVisible: false,
      });
      overlay.setData(
        candles.candles.flatMap((c, i) => {
          const value = line.values[i]!;
          return Number.isFinite(value) ? [{ time: seconds(c.time), value }] : [];
        }),
      );
    });
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [candles, trades, lines, theme, t, i18n.language]);

  return (
    <div
      dir="ltr"
      ref={container}
      role="figure"
      aria-label={t('trading.backtest.result.chartLabel', { count: trades.length })}
      data-markers={trades.length * 2}
      data-lines={lines.map((line) => line.name).join(', ')}
      style={{ height: 380, width: '100%' }}
    />
  );
}
