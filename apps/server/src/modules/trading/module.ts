import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { App } from '../../platform/http/app-type.ts';
import { instrumentRoutes } from './instrument-routes.ts';
import { createInstrumentService } from './instrument-service.ts';
import { instrumentBySymbol } from './instrument-store.ts';
import { strategyRoutes } from './strategy-routes.ts';
import { runRoutes } from './run-routes.ts';
import { createStrategyService } from './strategy-service.ts';
import { createRunService } from './run-service.ts';
import { defineRunJob } from './run-job.ts';
import { runJobRows } from './run-job-rows.ts';
import { seedTradingDemo } from './seed.ts';
import { createSessionDriver } from './session-driver.ts';
import { createSessionService } from './session-service.ts';
import { sessionRoutes } from './session-routes.ts';
import { createOperationService } from './operation-service.ts';
import { operationRoutes } from './operation-routes.ts';
import { createResumeService } from './resume-service.ts';
import { resumeRoutes } from './resume-routes.ts';
import { createSettingsService } from './settings-service.ts';
import { settingsRoutes } from './settings-routes.ts';
import type { Notifications } from '../notifications/service.ts';
import { registerTradingSearch } from './search-providers.ts';

/**
 * Paracima: instruments and candles, strategies, backtests, optimisations and walk-forward analyses as
 * jobs, paper-trading sessions, and the summary of them all.
 */
export async function tradingModule(app: App, p: Platform, notifications: Notifications) {
  const strategies = createStrategyService(p);
  const runs = createRunService(p, strategies);
  const driver = createSessionDriver(p, notifications);
  const sessions = createSessionService(p, strategies, driver);
  defineRunJob(p);
  p.jobs.rows.add(runJobRows);
  instrumentRoutes(app, createInstrumentService(p));
  strategyRoutes(app, strategies);
  runRoutes(app, runs);
  sessionRoutes(app, sessions);
  registerTradingSearch(p.search, { strategies, runs, sessions });
  const operations = createOperationService(p);
  operationRoutes(app, operations);
  resumeRoutes(app, createResumeService(p));
  const settings = createSettingsService(p);
  settingsRoutes(app, settings);
  // Under the start-up lock: instances starting together must not seed twice.
  if (p.config.demoSeed) await p.database.exclusive(() => seedTradingDemo(p.db, p.log));
  // Without Redis this is the only instance: the sessions it finds running were driven by its previous life.
  await driver.start(!p.config.redisUrl);
  app.addHook('onClose', () => driver.close());
  return {
    strategies,
    runs,
    sessions,
    driver,
    operations,
    settings,
    instrumentBySymbol: (actor: Actor, symbol: string) => instrumentBySymbol(p.db, actor, symbol),
  };
}

export type Trading = Awaited<ReturnType<typeof tradingModule>>;
