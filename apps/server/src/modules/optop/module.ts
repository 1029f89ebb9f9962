import type { Platform } from '../../platform/platform.ts';
import type { App } from '../../platform/http/app-type.ts';
import type { Energy } from '../energy/module.ts';
import type { Trading } from '../trading/module.ts';
import type { Workana } from '../workana/module.ts';
import { createConversationStore } from './conversation-store.ts';
import { createToolRunner } from './tool-runner.ts';
import { createSettingsService } from './settings-service.ts';
import { createChatService } from './chat-service.ts';
import { energyTools } from './tools/energy-tools.ts';
import { tradingTools } from './tools/trading-tools.ts';
import { platformTools } from './tools/platform-tools.ts';
import { createUsageReport } from './usage-report.ts';
import { optopRoutes } from './routes.ts';

/**
 * OPTOP, the agent: a model (any OpenAI-compatible endpoint, or Anthropic) or, with none configured, an
 * intent router, answering with tools over the other modules' services, always as the signed-in person.
 */
export function optopModule(
  app: App,
  p: Platform,
  modules: { energy: Energy; trading: Trading; workana: Workana },
) {
  const store = createConversationStore(p.db);
  const tools = [
    ...platformTools(p.search, modules.workana),
    ...energyTools(modules.energy, p.search),
    ...tradingTools(modules.trading),
  ];
  const runner = createToolRunner(p, tools);
  const settings = createSettingsService(p);
  const chat = createChatService(p, store, runner, settings);
  optopRoutes(app, { store, chat, settings, usage: createUsageReport(p.db) });
  return { store, runner, settings, chat, tools };
}

export type Optop = ReturnType<typeof optopModule>;
