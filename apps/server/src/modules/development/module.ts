import { fileURLToPath } from 'node:url';
import type { Platform } from '../../platform/platform.ts';
import type { App } from '../../platform/http/app-type.ts';
import { createExplorer } from './explorer-service.ts';
import { createLogTail } from './log-tail.ts';
import { createPerformance } from './performance-service.ts';
import { createSelfChecks } from './self-checks.ts';
import { readBenchFigures } from './bench-figures.ts';
import { developmentRoutes } from './routes.ts';

const BENCH_DIR = fileURLToPath(new URL('../../../../../bench', import.meta.url));

/**
 * Developer tools: the request explorer over the platform's recorder, the live log tail across instances,
 * performance over rolling windows, and the platform's self-checks with the committed bench figures.
 */
export async function developmentModule(app: App, p: Platform) {
  const explorer = createExplorer(p.recorder, p.logRing, p.config.instanceName);
  const tail = await createLogTail(p);
  const performance = createPerformance(p);
  const checks = await createSelfChecks(p);
  developmentRoutes(app, { explorer, tail, performance, checks, bench: readBenchFigures(BENCH_DIR) });
  app.addHook('onClose', async () => {
    tail.close();
    performance.close();
  });
}
