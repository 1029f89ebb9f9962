import type { z } from 'zod';
import { idParams, type Access } from '@alvorada/contracts';
import type { Actor } from '../access/actor.ts';
import type { App } from './app-type.ts';
import { deleteRoute } from './delete-route.ts';
import type { Validated } from './resource.ts';

/** The service behind the routes: each write answers the record as it reads afterwards. */
export interface WriteService<Item extends z.ZodType, Create extends z.ZodType, Patch extends z.ZodType> {
  create: (actor: Actor, body: Validated<Create>) => Promise<z.output<Item>>;
  update: (actor: Actor, id: number, body: Validated<Patch>) => Promise<z.output<Item>>;
  remove: (actor: Actor, id: number) => Promise<unknown>;
}

/**
 * `POST` of the list (201 and the new record), `PATCH` and `DELETE` (204) of a record named by its id. The
 * paths are written out in full, so that searching for a URL finds where it is served.
 */
export function writeRoutes<Item extends z.ZodType, Create extends z.ZodType, Patch extends z.ZodType>(
  app: App,
  service: WriteService<Item, Create, Patch>,
  spec: {
    paths: { list: string; item: string };
    access: (action: 'create' | 'update' | 'delete') => Access;
    tags: string[];
    schemas: { item: Item; create: Create; patch: Patch };
  },
) {
  const { paths, tags, schemas } = spec;
  // The service's type holds its answers to the item schema; the routes need it only to serialise them.
  const item: z.ZodType = schemas.item;
  app.post(paths.list, {
    config: { access: spec.access('create') },
    schema: { tags, body: schemas.create, response: { 201: item } },
    handler: async (request, reply) =>
      reply.code(201).send(await service.create(request.actor, request.body)),
  });

  app.patch(paths.item, {
    config: { access: spec.access('update') },
    schema: { tags, params: idParams, body: schemas.patch, response: { 200: item } },
    handler: (request) => service.update(request.actor, request.params.id, request.body),
  });

  deleteRoute(app, paths.item, { access: spec.access('delete'), tags, remove: service.remove });
}
