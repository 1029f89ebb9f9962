import { access, userPreferencesPatchSchema, userPreferencesSchema } from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import type { Preferences } from './service.ts';

/** The signed-in user's own preferences, kept on the server so they follow the user to any device. */
export function preferencesRoutes(app: App, preferences: Preferences) {
  const tags = ['preferences'];
  app.get('/api/auth/preferences/', {
    config: { access: access.authenticated },
    schema: { tags, response: { 200: userPreferencesSchema } },
    handler: (request) => preferences.get(request.actor),
  });
  app.patch('/api/auth/preferences/', {
    config: { access: access.authenticated },
    schema: { tags, body: userPreferencesPatchSchema, response: { 200: userPreferencesSchema } },
    handler: (request) => preferences.update(request.actor, request.body),
  });
}
