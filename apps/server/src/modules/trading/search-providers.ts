import type { SearchRegistry } from '../../platform/search/search-registry.ts';
import type { StrategyService } from './strategy-service.ts';
import type { RunService } from './run-service.ts';
import type { SessionService } from './session-service.ts';

const URL = '/api/search/';
const first = (q: string, limit: number) => ({ page: 1, page_size: limit, search: q });

/** The global search's Paracima kinds, through the lists' own services: each reader finds only their own. */
export function registerTradingSearch(
  search: SearchRegistry,
  services: { strategies: StrategyService; runs: RunService; sessions: SessionService },
) {
  search.register({
    kind: 'strategies',
    subject: 'Backtest',
    async search(actor, q, limit) {
      const page = await services.strategies.list(actor, first(q, limit), URL);
      return page.results.map((s) => ({ id: s.id, title: s.name, subtitle: s.description.slice(0, 120) }));
    },
  });
  search.register({
    kind: 'backtests',
    subject: 'Backtest',
    async search(actor, q, limit) {
      const page = await services.runs.list(actor, 'backtest', first(q, limit), URL);
      return page.results.map((run) => ({
        id: run.id,
        title: run.strategy_name,
        subtitle: `${run.symbol} · ${run.timeframe}`,
      }));
    },
  });
  search.register({
    kind: 'sessions',
    subject: 'Backtest',
    async search(actor, q, limit) {
      const page = await services.sessions.list(actor, first(q, limit), URL);
      return page.results.map((session) => ({
        id: session.id,
        title: session.name,
        subtitle: `${session.strategy_name} · ${session.symbol} · ${session.timeframe}`,
      }));
    },
  });
}
