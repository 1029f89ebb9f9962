import type { Platform } from '../../platform/platform.ts';
import { referenceRoutes } from './reference-routes.ts';
import { plantRoutes } from './plant-routes.ts';
import { prosumerRoutes } from './prosumer-routes.ts';
import { allocationRoutes } from './allocation-routes.ts';
import { creditRoutes } from './credit-routes.ts';
import { cycleRoutes } from './cycle-routes.ts';
import { financeRoutes } from './finance-routes.ts';
import { importRoutes } from './import-routes.ts';
import { summaryRoutes } from './summary-routes.ts';
import { searchRoutes } from './search-routes.ts';
import { seedEnergyDemo } from './seed.ts';
import { releaseUnstartedClaims } from './cycle-lock.ts';
import type { App } from '../../platform/http/app-type.ts';

/** The energy area: routes, jobs and, with DEMO_SEED, its demo data. */
export async function energyModule(app: App, p: Platform) {
  referenceRoutes(app, p);
  plantRoutes(app, p);
  prosumerRoutes(app, p);
  allocationRoutes(app, p);
  creditRoutes(app, p);
  cycleRoutes(app, p);
  financeRoutes(app, p);
  importRoutes(app, p);
  summaryRoutes(app, p);
  searchRoutes(app, p);
  if (!p.config.redisUrl) await releaseUnstartedClaims(p.db);
  // Under the start-up lock: instances starting together must not seed twice.
  if (p.config.demoSeed) await p.database.exclusive(() => seedEnergyDemo(p.db, p.log));
}
