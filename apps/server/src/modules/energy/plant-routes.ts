import {
  access,
  idParams,
  plantGenerationQuerySchema,
  plantSchema,
  readingSchema,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { resourceRoutes } from '../../platform/http/resource.ts';
import type { PlantService } from './plant-service.ts';

/**
 * Plants with their power increments, their daily generation readings and each plant's figures against its
 * model, under Geração.
 */
export function plantRoutes(app: App, plants: PlantService) {
  const tag = 'energy-generation';
  resourceRoutes(
    app,
    {
      paths: {
        list: '/api/energy/plants/',
        item: '/api/energy/plants/:id/',
        history: '/api/energy/plants/:id/history/',
      },
      subject: 'Geracao',
      tag,
      item: plantSchema,
    },
    plants.plants,
  );
  resourceRoutes(
    app,
    { paths: { list: '/api/energy/generation/readings/' }, subject: 'Geracao', tag, item: readingSchema },
    plants.readings,
  );

  app.get('/api/energy/plants/:id/generation/', {
    config: { access: access.can('read', 'Geracao') },
    schema: { tags: [tag], params: idParams, querystring: plantGenerationQuerySchema },
    handler: (request) => plants.generation(request.actor, request.params.id, request.query),
  });
}
