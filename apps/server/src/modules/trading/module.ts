import type { Platform } from '../../platform/platform.ts';
import type { App } from '../../platform/http/app-type.ts';
import { instrumentRoutes } from './instrument-routes.ts';
import { strategyRoutes } from './strategy-routes.ts';
import { runRoutes } from './run-routes.ts';
import { createStrategyService } from './strategy-service.ts';
import { createRunService } from './run-service.ts';
import { defineRunJob } from './run-job.ts';
import { failInterruptedRuns } from './run-lifecycle.ts';
import { seedTradingDemo } from './seed.ts';

/**
 * The Paracima backtest lab: instruments and candles, strategies, and backtests, optimisations and
 * walk-forward analyses as jobs.
 */
export async function tradingModule(app: App, p: Platform) {
  const strategies = createStrategyService(p);
  const runs = createRunService(p, strategies);
  defineRunJob(p);
  instrumentRoutes(app, p);
  strategyRoutes(app, strategies);
  runRoutes(app, runs);
  await failInterruptedRuns(p.db, !p.config.redisUrl);
  // Under the start-up lock: instances starting together must not seed twice.
  if (p.config.demoSeed) await p.database.exclusive(() => seedTradingDemo(p.db, p.log));
  return { strategies, runs };
}
