import { access, tradingSettingsResponseSchema, tradingSettingsSchema } from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import type { SettingsService } from './settings-service.ts';

/** The reader's own Paracima settings. */
export function settingsRoutes(app: App, settings: SettingsService) {
  const tags = ['trading-settings'];

  app.get('/api/trading/settings/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, response: { 200: tradingSettingsResponseSchema } },
    handler: (request) => settings.get(request.actor),
  });

  app.put('/api/trading/settings/', {
    config: { access: access.canRecords('update', 'Backtest') },
    schema: { tags, body: tradingSettingsSchema, response: { 200: tradingSettingsResponseSchema } },
    handler: (request) => settings.save(request.actor, request.body),
  });
}
