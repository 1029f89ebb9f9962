import type { z } from 'zod';
import { idParams, type Access, type Action } from '@alvorada/contracts';
import type { Actor } from '../access/actor.ts';
import type { App } from './app-type.ts';
import { deleteRoute } from './delete-route.ts';
import type { RouteDeclaration } from './read-routes.ts';
import type { Validated } from './validated.ts';

/** The service behind the routes: each write answers the record as it reads afterwards. */
export interface WriteService<Item extends z.ZodType, Create extends z.ZodType, Patch extends z.ZodType> {
  create: (actor: Actor, body: Validated<Create>) => Promise<z.output<Item>>;
  update: (actor: Actor, id: number, body: Validated<Patch>) => Promise<z.output<Item>>;
  remove: (actor: Actor, id: number) => Promise<unknown>;
}

/** What the routes of a resource declare alike: their paths, who may take each action, OpenAPI tags. */
export interface ResourceDeclaration<Taken extends Action> {
  /** Written out in full, so that searching for a URL finds where it is served. */
  paths: { list: string; item: string };
  access: (action: Taken) => Access;
  tags: string[];
}

export interface WriteSpec<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Patch extends z.ZodType,
> extends ResourceDeclaration<'create' | 'update' | 'delete'> {
  schemas: { item: Item; create: Create; patch: Patch };
}

/**
 * `POST` of the list (201 and the new record), `PATCH` and `DELETE` (204) of a record named by its id.
 */
export function writeRoutes<Item extends z.ZodType, Create extends z.ZodType, Patch extends z.ZodType>(
  app: App,
  service: WriteService<Item, Create, Patch>,
  spec: WriteSpec<Item, Create, Patch>,
) {
  const { paths, tags, schemas } = spec;
  // The service's type holds its answers to the item schema; the routes need it only to serialise them.
  const item: z.ZodType = schemas.item;
  const declared = (action: 'create' | 'update' | 'delete') => ({ access: spec.access(action), tags });
  createRoute(app, paths.list, { ...declared('create'), body: schemas.create, item, create: service.create });
  patchRoute(app, paths.item, { ...declared('update'), body: schemas.patch, item, update: service.update });
  deleteRoute(app, paths.item, { ...declared('delete'), remove: service.remove });
}

/**
 * `POST path` of a list: the service creates the record (or queues the work, `status` 202) from the body and
 * the answer is the record, 201 unless given.
 */
export function createRoute<Body extends z.ZodType>(
  app: App,
  path: string,
  spec: RouteDeclaration & {
    body: Body;
    item: z.ZodType;
    status?: 201 | 202;
    create: (actor: Actor, body: Validated<Body>) => Promise<unknown>;
  },
) {
  const status = spec.status ?? 201;
  app.post(path, {
    config: { access: spec.access },
    schema: { tags: spec.tags, body: spec.body, response: { [status]: spec.item } },
    handler: async (request, reply) =>
      reply.code(status).send(await spec.create(request.actor, request.body)),
  });
}

/** `PATCH path` of a record named by its id: the service changes what the body sends and answers the record. */
export function patchRoute<Body extends z.ZodType>(
  app: App,
  path: string,
  spec: RouteDeclaration & {
    body: Body;
    item: z.ZodType;
    update: (actor: Actor, id: number, body: Validated<Body>) => Promise<unknown>;
  },
) {
  app.patch(path, {
    config: { access: spec.access },
    schema: { tags: spec.tags, params: idParams, body: spec.body, response: { 200: spec.item } },
    handler: (request) => spec.update(request.actor, request.params.id, request.body),
  });
}
