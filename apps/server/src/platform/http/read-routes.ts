import type { z } from 'zod';
import { idParams, type Access } from '@alvorada/contracts';
import type { Actor } from '../access/actor.ts';
import type { App } from './app-type.ts';
import type { ValidatedQuery } from './validated.ts';

/** What every route of a resource declares alike: who may call it and its OpenAPI tags. */
export interface RouteDeclaration {
  access: Access;
  tags: string[];
}

/** A service's paged list: the page the query asks for, its `next` and `previous` links built from `url`. */
export type ListOf<Query extends z.ZodType> = (
  actor: Actor,
  query: ValidatedQuery<Query>,
  url: string,
) => Promise<unknown>;

/** `GET path`: a paged list filtered, ordered and searched by its query. */
export function listRoute<Query extends z.ZodType>(
  app: App,
  path: string,
  spec: RouteDeclaration & { query: Query; page: z.ZodType; list: ListOf<Query> },
) {
  app.get(path, {
    config: { access: spec.access },
    schema: { tags: spec.tags, querystring: spec.query, response: { 200: spec.page } },
    handler: (request) => spec.list(request.actor, request.query, request.url),
  });
}

/**
 * `GET` or `POST path` of one record named by its id (a read, or an action on it such as a retry): the
 * service's answer, with `status` (200 unless given).
 */
export function recordRoute(
  app: App,
  method: 'GET' | 'POST',
  path: string,
  spec: RouteDeclaration & {
    item?: z.ZodType;
    status?: 200 | 202;
    run: (actor: Actor, id: number) => Promise<unknown>;
  },
) {
  const status = spec.status ?? 200;
  app.route({
    method,
    url: path,
    config: { access: spec.access },
    schema: { tags: spec.tags, params: idParams, response: spec.item && { [status]: spec.item } },
    handler: async (request, reply) =>
      reply.code(status).send(await spec.run(request.actor, request.params.id)),
  });
}

/** The service behind a resource's reads. */
export interface ReadService<Query extends z.ZodType> {
  list: ListOf<Query>;
  get: (actor: Actor, id: number) => Promise<unknown>;
}

export interface ReadSpec<Query extends z.ZodType> extends RouteDeclaration {
  /** Written out in full, so that searching for a URL finds where it is served. */
  paths: { list: string; item: string };
  schemas: { query: Query; page: z.ZodType; item: z.ZodType };
}

/** The paged list of a resource and `GET` of one record by its id. */
export function readRoutes<Query extends z.ZodType>(
  app: App,
  service: ReadService<Query>,
  spec: ReadSpec<Query>,
) {
  const { access, tags, schemas } = spec;
  listRoute(app, spec.paths.list, {
    access,
    tags,
    query: schemas.query,
    page: schemas.page,
    list: service.list,
  });
  recordRoute(app, 'GET', spec.paths.item, { access, tags, item: schemas.item, run: service.get });
}
