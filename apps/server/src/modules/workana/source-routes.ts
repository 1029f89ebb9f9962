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
import { listRoute, recordRoute } from '../../platform/http/read-routes.ts';
import { patchRoute } from '../../platform/http/write-routes.ts';
import type { SourceService } from './source-service.ts';

const update = { access: access.can('update', 'Workana') };

/** Sources and rates are the area's, not a reader's: reading them is open to readers, changing them is not. */
export function sourceRoutes(app: App, sources: SourceService) {
  app.get('/api/workana/sources/', {
    config: readers,
    schema: { tags, response: { 200: z.array(workanaSourceSchema) } },
    handler: (request) => sources.list(request.actor),
  });

  patchRoute(app, '/api/workana/sources/:id/', {
    ...update,
    tags,
    body: workanaSourcePatchSchema,
    item: workanaSourceSchema,
    update: sources.update,
  });

  const actions = [
    ['/api/workana/sources/:id/run/', z.object({ queued: z.boolean() }), 202, sources.runNow],
    ['/api/workana/sources/:id/secret/', workanaSourceSecretSchema, 200, sources.regenerateSecret],
  ] as const;
  for (const [path, item, status, run] of actions)
    recordRoute(app, 'POST', path, { ...update, tags, item, status, run });

  listRoute(app, '/api/workana/runs/', {
    ...readers,
    tags,
    query: workanaRunQuerySchema,
    page: workanaRunPageSchema,
    list: sources.runs,
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
