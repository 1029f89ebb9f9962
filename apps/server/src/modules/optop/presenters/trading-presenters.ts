import { searchHitPath, type JobState } from '@alvorada/contracts';
import type { MessageCode } from '../../../platform/http/messages.ts';
import { paragraphs, type Format, type Presenter } from './format.ts';

interface RunSummary {
  id: number;
  state: JobState;
  symbol: string;
  timeframe: string;
  strategy: string;
  trade_count: number | null;
  /** In percent: 5 is 5 %. */
  return_pct: number | null;
  created_at: string;
}

const runLink = (f: Format, id: number) => f.link(`#${id}`, searchHitPath('backtests', { id, title: '' }));
const state = (f: Format, value: JobState) => f.t(`optop_state_${value}` as MessageCode);

/** The statistics a backtest's answer names, as the engine names them, and how each reads. */
const STATS: [string, MessageCode, keyof Format][] = [
  ['Return [%]', 'optop_stat_return', 'percent'],
  ['Max. Drawdown [%]', 'optop_stat_drawdown', 'percent'],
  ['Sharpe Ratio', 'optop_stat_sharpe', 'number'],
  ['Win Rate [%]', 'optop_stat_win_rate', 'percent'],
  ['# Trades', 'optop_stat_trades', 'number'],
  ['Equity Final [$]', 'optop_stat_equity', 'number'],
];

const backtests = (r: { count: number; results: RunSummary[] }, f: Format) =>
  r.count
    ? paragraphs(
        f.t('optop_present_backtests', { count: r.count }),
        f.table(
          [
            'optop_label_backtest',
            'optop_label_strategy',
            'optop_label_symbol',
            'optop_label_state',
            'optop_label_trades',
            'optop_label_return',
            'optop_label_created',
          ],
          r.results.map((run) => [
            runLink(f, run.id),
            run.strategy,
            run.symbol,
            state(f, run.state),
            f.number(run.trade_count),
            f.percent(run.return_pct),
            f.date(run.created_at),
          ]),
        ),
      )
    : f.t('optop_present_backtests_none');

const backtest = (r: RunSummary & { stats: Record<string, number | null> | null }, f: Format) =>
  paragraphs(
    f.t('optop_present_backtest', {
      run: runLink(f, r.id),
      strategy: r.strategy,
      symbol: r.symbol,
      timeframe: r.timeframe,
      state: state(f, r.state),
      return: f.percent(r.return_pct),
      trades: f.number(r.trade_count),
    }),
    f.table(
      ['optop_label_metric', 'optop_label_value'],
      STATS.filter(([key]) => r.stats?.[key] !== undefined).map(([key, label, as]) => [
        f.t(label),
        (f[as] as (value: unknown) => string)(r.stats![key]),
      ]),
    ),
  );

const queued = (r: RunSummary, f: Format) =>
  f.t('optop_offline_backtest', { run: runLink(f, r.id), strategy: r.strategy, symbol: r.symbol });

const operations = (
  r: {
    count: number;
    totals: { wins: number; win_rate: number | null; pnl: { currency: string; value: number }[] };
    latest: {
      symbol: string;
      side: 'long' | 'short';
      exit_time: string;
      pnl: number;
      currency: string;
      return_pct: number;
      source: 'backtest' | 'paper';
      parent_id: number;
    }[];
  },
  f: Format,
) =>
  r.count
    ? paragraphs(
        f.t('optop_present_operations', {
          count: r.count,
          wins: f.number(r.totals.wins),
          rate: f.ratio(r.totals.win_rate),
          pnl: new Intl.ListFormat(f.locale).format(r.totals.pnl.map((p) => f.money(p.value, p.currency))),
        }),
        f.table(
          [
            'optop_label_symbol',
            'optop_label_side',
            'optop_label_closed',
            'optop_label_result',
            'optop_label_return',
          ],
          r.latest.map((o) => [
            // The trade opens in its backtest or its paper session.
            f.link(
              o.symbol,
              searchHitPath(o.source === 'backtest' ? 'backtests' : 'sessions', {
                id: o.parent_id,
                title: '',
              }),
            ),
            f.t(`optop_side_${o.side}`),
            f.date(o.exit_time),
            f.money(o.pnl, o.currency),
            // A trade's return is a fraction, unlike a run's.
            f.ratio(o.return_pct),
          ]),
        ),
      )
    : f.t('optop_present_operations_none');

export const TRADING_PRESENTERS: Record<string, Presenter> = {
  list_backtests: backtests,
  backtest_result: backtest,
  run_backtest: queued,
  operations_table: operations,
};
