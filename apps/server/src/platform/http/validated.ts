import type { FastifyRequest, FastifySchema, RawServerDefault, RouteGenericInterface } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage } from 'node:http';

/** A request to a route with these zod schemas, typed as Fastify types it for the handler. */
type RequestWith<Schemas extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  Schemas,
  ZodTypeProvider
>;

/** The body a route with this body schema receives. */
export type Validated<Schema> = RequestWith<{ body: Schema }>['body'];

/** The query a route with this querystring schema receives. */
export type ValidatedQuery<Schema> = RequestWith<{ querystring: Schema }>['query'];
