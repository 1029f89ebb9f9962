import { access, searchAnswerSchema, searchQuerySchema } from '@alvorada/contracts';
import type { SearchRegistry } from '../../platform/search/search-registry.ts';
import type { App } from '../../platform/http/app-type.ts';

/**
 * The navbar's global search (Ctrl/⌘+K): any signed-in user may ask; each module's provider answers only
 * what the reader may read, and kinds the reader may not read are left out, never an error.
 */
export function searchRoutes(app: App, search: SearchRegistry) {
  app.get('/api/search/', {
    config: { access: access.authenticated },
    schema: { tags: ['search'], querystring: searchQuerySchema, response: { 200: searchAnswerSchema } },
    handler: (request) => search.search(request.actor, request.query.q),
  });
}
