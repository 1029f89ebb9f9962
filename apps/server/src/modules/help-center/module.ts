import type { Platform } from '../../platform/platform.ts';
import type { App } from '../../platform/http/app-type.ts';
import { createHelpCenterService } from './service.ts';
import { helpCenterRoutes } from './routes.ts';
import { seedHelpArticles } from './seed.ts';

/** The public help center: Markdown articles per locale, their search, and "did this help?" votes. */
export async function helpCenterModule(app: App, p: Platform) {
  const help = createHelpCenterService(p);
  helpCenterRoutes(app, p, help);
  await p.database.exclusive(() => seedHelpArticles(p.db));
  return help;
}
