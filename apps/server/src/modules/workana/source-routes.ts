import { z } from 'zod';
import {
  access,
  currencyRatesSchema,
  idParams,
  int32,
  workanaRunPageSchema,
  workanaRunQuerySchema,
  workanaSourcePatchSchema,
  workanaSourceSchema,
  workanaSourceSecretSchema,
} from '@alvorada/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../../platform/http/app-type.ts';
import { readers, tags } from './route-config.ts';
import { utf8Body } from '../../platform/http/json-body.ts';
import type { SourceService } from './source-service.ts';

const update = { access: access.can('update', 'Workana') };

/** Sources and rates are the area's, not a reader's: reading them is open to readers, changing them is not. */
export function sourceRoutes(app: App, sources: SourceService) {
  app.get('/api/workana/sources/', {
    config: readers,
    schema: { tags, response: { 200: z.array(workanaSourceSchema) } },
    handler: (request) => sources.list(request.actor),
  });

  app.patch('/api/workana/sources/:id/', {
    config: update,
    schema: {
      tags,
      params: idParams,
      body: workanaSourcePatchSchema,
      response: { 200: workanaSourceSchema },
    },
    handler: (request) => sources.update(request.actor, request.params.id, request.body),
  });

  app.post('/api/workana/sources/:id/run/', {
    config: update,
    schema: { tags, params: idParams, response: { 202: z.object({ queued: z.boolean() }) } },
    handler: async (request, reply) =>
      reply.code(202).send(await sources.runNow(request.actor, request.params.id)),
  });

  app.post('/api/workana/sources/:id/secret/', {
    config: update,
    schema: { tags, params: idParams, response: { 200: workanaSourceSecretSchema } },
    handler: (request) => sources.regenerateSecret(request.actor, request.params.id),
  });

  app.get('/api/workana/runs/', {
    config: readers,
    schema: { tags, querystring: workanaRunQuerySchema, response: { 200: workanaRunPageSchema } },
    handler: (request) => sources.runs(request.actor, request.query, request.url),
  });

  app.get('/api/workana/rates/', {
    config: readers,
    schema: { tags, response: { 200: currencyRatesSchema } },
    handler: () => sources.rates(),
  });

  app.put('/api/workana/rates/', {
    config: update,
    schema: { tags, body: currencyRatesSchema, response: { 200: currencyRatesSchema } },
    handler: (request) => sources.saveRates(request.body),
  });

  // The signature covers the exact bytes sent: this route reads its body as text and parses it itself.
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      try {
        done(null, utf8Body(request, body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    scope.post('/api/workana/sources/:id/webhook/', {
      config: { access: access.public },
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ new_jobs: int32(), duplicates: int32() }) },
      },
      handler: async (request) => {
        const signature = request.headers['x-signature'];
        return sources.receive(
          request.params.id,
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
      },
    });
  });
}
