import { access, energySearchQuerySchema, energySearchSchema } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { createEnergySearch } from './search-service.ts';
import type { App } from '../../platform/http/app-type.ts';

/**
 * The navbar's search: any signed-in user may ask; the service answers only the kinds the reader may read
 * (a user with neither Geracao nor Prosumidor gets three empty lists).
 */
export function searchRoutes(app: App, p: Platform) {
  const energySearch = createEnergySearch(p.db);
  app.get('/api/energy/search/', {
    config: { access: access.authenticated },
    schema: {
      tags: ['energy-search'],
      querystring: energySearchQuerySchema,
      response: { 200: energySearchSchema },
    },
    handler: (request) => energySearch.search(request.actor, request.query.q),
  });
}
