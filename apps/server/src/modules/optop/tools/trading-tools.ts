import { z } from 'zod';
import { backtestRequestSchema, type Run } from '@alvorada/contracts';
import type { Trading } from '../../trading/module.ts';
import type { Actor } from '../../../platform/access/actor.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { defineTool, fold, LIST_URL, pick, routeBody } from './tool.ts';

const runSummary = (r: Run) => ({
  id: r.id,
  state: r.state,
  symbol: r.symbol,
  timeframe: r.timeframe,
  strategy: r.strategy_name,
  trade_count: r.trade_count,
  return_pct: r.return_pct,
  created_at: r.created_at,
});

/** The reader's strategy named so (its name, or the built-in it runs: "SmaCross" finds sma-cross). */
async function strategyNamed(trading: Trading, actor: Actor, name: string) {
  const page = await trading.strategies.list(actor, { page: 1, page_size: 100 }, LIST_URL);
  const wanted = fold(name).replace(/[^a-z0-9]/g, '');
  const key = (text: string) => fold(text).replace(/[^a-z0-9]/g, '');
  const strategy = page.results.find(
    (s) =>
      key(s.name).includes(wanted) ||
      (s.definition.kind === 'built_in' && key(s.definition.built_in) === wanted),
  );
  if (!strategy) throw new AppError(404, 'optop_strategy_not_found', { params: { name } });
  return strategy;
}

export const tradingTools = (trading: Trading) => [
  defineTool({
    name: 'list_backtests',
    description: "The reader's latest backtests with state and return.",
    args: z.object({ limit: z.number().int().min(1).max(50).default(10) }),
    needs: { action: 'read', subject: 'Backtest' },
    async run(actor, { limit }) {
      const page = await trading.runs.list(
        actor,
        'backtest',
        { page: 1, page_size: limit > 25 ? 50 : limit > 10 ? 25 : 10, ordering: '-created_at' },
        LIST_URL,
      );
      return { count: page.count, results: page.results.slice(0, limit).map(runSummary) };
    },
  }),
  defineTool({
    name: 'backtest_result',
    description: "One backtest's statistics (return, drawdown, Sharpe, trades…).",
    args: z.object({ id: z.number().int().min(1) }),
    needs: { action: 'read', subject: 'Backtest' },
    async run(actor, { id }) {
      const { equity: _, ...backtest } = await trading.runs.getBacktest(actor, id);
      return { ...runSummary(backtest), stats: backtest.stats };
    },
  }),
  defineTool({
    name: 'run_backtest',
    description:
      "Queues a backtest of one of the reader's strategies on an instrument (by ticker), with the reader's saved capital and costs. Changes data.",
    args: z.object({
      strategy: z.string().min(1).max(120).describe('Strategy name or built-in (e.g. SmaCross)'),
      symbol: z.string().min(1).max(20).describe('Ticker, e.g. PETR4'),
      from: z.iso.date().optional(),
      to: z.iso.date().optional(),
    }),
    needs: { action: 'create', subject: 'Backtest' },
    changesData: true,
    async run(actor, { strategy, symbol, from, to }) {
      const found = await strategyNamed(trading, actor, strategy);
      const instrument = await trading.instrumentBySymbol(actor, symbol);
      const body = routeBody(backtestRequestSchema, {
        ...(await trading.settings.runDefaults(actor, instrument.market)),
        instrument_id: instrument.id,
        strategy_version_id: found.version_id,
        from,
        to,
      });
      return runSummary(await trading.runs.requestBacktest(actor, body));
    },
  }),
  defineTool({
    name: 'operations_table',
    description:
      "The reader's closed trades (backtests and paper sessions) with totals; optional search by ticker.",
    args: z.object({ search: z.string().max(60).optional() }),
    needs: { action: 'read', subject: 'Backtest' },
    async run(actor, { search }) {
      const page = await trading.operations.list(actor, { page: 1, page_size: 10, search }, LIST_URL);
      return {
        count: page.count,
        totals: page.totals,
        latest: page.results.map((o) =>
          pick(o, ['symbol', 'side', 'exit_time', 'pnl', 'currency', 'return_pct', 'source', 'parent_id']),
        ),
      };
    },
  }),
];
