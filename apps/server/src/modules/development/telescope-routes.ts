import { z } from 'zod';
import {
  access,
  apiTestCollectionInputSchema,
  apiTestCollectionSchema,
  apiTestRunSchema,
  exceptionGroupSchema,
  idParams,
  jobRecordPageSchema,
  jobRecordQuerySchema,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { listRoute, recordRoute } from '../../platform/http/read-routes.ts';
import type { TestCollections } from './test-collection-service.ts';
import type { ExceptionStore } from './exception-store.ts';
import type { JobList } from './job-list.ts';

const read = { access: access.can('read', 'Development'), tags: ['development'] };
const { tags } = read;
const config = { access: read.access };

/** The one route that fails on purpose, so the exceptions view and the explorer can be seen at work. */
export const PROVOKED_FAULT_PATH = '/api/development/exceptions/provoke/';

/**
 * API test collections and their runs, the exceptions view and the jobs view. Collections and runs answer
 * every reader of Development; a run acts with its requester's own rights. The jobs view lists only the
 * jobs whose records the reader may read; a failed one is retried from its record's page.
 */
export function telescopeRoutes(
  app: App,
  s: { collections: TestCollections; exceptions: ExceptionStore; jobs: JobList },
) {
  app.get('/api/development/test-collections/', {
    config,
    schema: { tags, response: { 200: z.array(apiTestCollectionSchema) } },
    handler: (request) => s.collections.list(request.actor),
  });

  app.post('/api/development/test-collections/', {
    config,
    schema: { tags, body: apiTestCollectionInputSchema, response: { 201: apiTestCollectionSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await s.collections.create(request.actor, request.body)),
  });

  recordRoute(app, 'GET', '/api/development/test-collections/:id/', {
    ...read,
    item: apiTestCollectionSchema,
    run: s.collections.get,
  });

  app.put('/api/development/test-collections/:id/', {
    config,
    schema: {
      tags,
      params: idParams,
      body: apiTestCollectionInputSchema,
      response: { 200: apiTestCollectionSchema },
    },
    handler: (request) => s.collections.update(request.actor, request.params.id, request.body),
  });

  app.delete('/api/development/test-collections/:id/', {
    config,
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await s.collections.remove(request.actor, request.params.id);
      return reply.code(204).send();
    },
  });

  recordRoute(app, 'POST', '/api/development/test-collections/:id/runs/', {
    ...read,
    item: apiTestRunSchema,
    status: 202,
    run: (actor, id) => s.collections.run(actor, id),
  });

  app.get('/api/development/test-collections/:id/runs/', {
    config,
    schema: { tags, params: idParams, response: { 200: z.array(apiTestRunSchema) } },
    handler: (request) => s.collections.history(request.actor, request.params.id),
  });

  recordRoute(app, 'GET', '/api/development/test-runs/:id/', {
    ...read,
    item: apiTestRunSchema,
    run: s.collections.readRun,
  });

  app.get('/api/development/exceptions/', {
    config,
    schema: { tags, response: { 200: z.array(exceptionGroupSchema) } },
    handler: () => s.exceptions.list(),
  });

  app.post(PROVOKED_FAULT_PATH, {
    config,
    schema: { tags },
    handler: () => {
      throw new Error('Provoked failure: a developer asked for a 500 to see the exceptions view at work');
    },
  });

  listRoute(app, '/api/development/jobs/', {
    ...read,
    query: jobRecordQuerySchema,
    page: jobRecordPageSchema,
    list: s.jobs,
  });
}
