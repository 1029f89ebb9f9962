import { idParams } from '@alvorada/contracts';
import type { Actor } from '../access/actor.ts';
import type { App } from './app-type.ts';
import type { RouteDeclaration } from './read-routes.ts';

/** `DELETE path` of a record named by its id: `remove` is called with the actor, and the answer is 204. */
export function deleteRoute(
  app: App,
  path: string,
  spec: RouteDeclaration & { remove: (actor: Actor, id: number) => Promise<unknown> },
) {
  app.delete(path, {
    config: { access: spec.access },
    schema: { tags: spec.tags, params: idParams },
    handler: async (request, reply) => {
      await spec.remove(request.actor, request.params.id);
      return reply.code(204).send();
    },
  });
}
