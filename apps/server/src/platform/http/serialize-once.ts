import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * A route's answer serializer (the app's: the schema's check, then JSON) that writes a given answer object
 * once: a route answering the same object again — one it keeps for as long as its data holds — sends the
 * text written the first time. Objects are held weakly: an answer nobody keeps is forgotten with its text.
 */
export function serializeOnce<Schema>(route: FastifyRouteSchemaDef<Schema>) {
  // The route's response schemas are zod schemas, as for every route (app.setSerializerCompiler).
  const serialize = serializerCompiler(route as FastifyRouteSchemaDef<never>);
  const bodies = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let body = bodies.get(data);
    if (body === undefined) {
      body = serialize(data);
      bodies.set(data, body);
    }
    return body;
  };
}
