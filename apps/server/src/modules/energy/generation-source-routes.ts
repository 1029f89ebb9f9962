import { access, generationSourceInputSchema, generationSourceSchema, idParams } from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import type { GenerationSourceService } from './generation-source-service.ts';

/**
 * A plant's generation source: read with the plant, set (the API key write-only) and pulled now by who may
 * change plants.
 */
export function generationSourceRoutes(app: App, sources: GenerationSourceService) {
  const path = '/api/energy/plants/:id/generation-source/';
  const schema = { tags: ['energy-generation'], params: idParams };
  app.get(path, {
    config: { access: access.can('read', 'Geracao') },
    schema: { ...schema, response: { 200: generationSourceSchema } },
    handler: (request) => sources.get(request.actor, request.params.id),
  });
  app.put(path, {
    config: { access: access.can('update', 'Geracao') },
    schema: { ...schema, body: generationSourceInputSchema, response: { 200: generationSourceSchema } },
    handler: (request) => sources.save(request.actor, request.params.id, request.body),
  });
  app.post(`${path}pull/`, {
    config: { access: access.can('update', 'Geracao') },
    schema: { ...schema, response: { 202: generationSourceSchema } },
    handler: async (request, reply) =>
      reply.code(202).send(await sources.pull(request.actor, request.params.id)),
  });
}
