import type { z } from 'zod';
import type { App } from './app-type.ts';
import { readRoutes, type ReadService, type ReadSpec } from './read-routes.ts';
import { writeRoutes, type ResourceDeclaration, type WriteService, type WriteSpec } from './write-routes.ts';

/** The paged list, read, create, update and delete of a resource, declared once for all five. */
export function crudRoutes<
  Query extends z.ZodType,
  Item extends z.ZodType,
  Create extends z.ZodType,
  Patch extends z.ZodType,
>(
  app: App,
  service: ReadService<Query> & WriteService<Item, Create, Patch>,
  spec: Omit<ReadSpec<Query> & WriteSpec<Item, Create, Patch>, 'access'> &
    ResourceDeclaration<'read' | 'create' | 'update' | 'delete'>,
) {
  readRoutes(app, service, { ...spec, access: spec.access('read') });
  writeRoutes(app, service, spec);
}
