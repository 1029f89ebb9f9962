import {
  access,
  runDefaultsSchema,
  tradingSettingsResponseSchema,
  tradingSettingsSchema,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import type { SettingsService } from './settings-service.ts';

/**
 * The reader's own Paracima settings. Every run form reads them; the Settings page (whose rule its writes
 * take) changes them all, and the run form saves its capital and costs as the user's defaults.
 */
export function settingsRoutes(app: App, settings: SettingsService) {
  const tags = ['trading-settings'];

  app.get('/api/trading/settings/', {
    config: { access: access.canRecords('read', 'Backtest') },
    schema: { tags, response: { 200: tradingSettingsResponseSchema } },
    handler: (request) => settings.get(request.actor),
  });

  app.put('/api/trading/settings/', {
    config: { access: access.can('read', 'Development') },
    schema: { tags, body: tradingSettingsSchema, response: { 200: tradingSettingsResponseSchema } },
    handler: (request) => settings.save(request.actor, request.body),
  });

  app.put('/api/trading/settings/defaults/', {
    config: { access: access.canRecords('update', 'Backtest') },
    schema: { tags, body: runDefaultsSchema, response: { 200: tradingSettingsResponseSchema } },
    handler: (request) => settings.saveRunDefaults(request.actor, request.body),
  });
}
