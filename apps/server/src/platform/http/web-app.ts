import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { access } from '@alvorada/contracts';

/** Serves the built single-page app: a file when it exists, index.html for every other page path. */
export function webAppRoutes(app: FastifyInstance, webDist: string) {
  app.get('/*', {
    config: { access: access.public },
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = normalize((request.params as { '*': string })['*'] ?? '');
      if (path.startsWith('api/') || path.startsWith('ws/')) return reply.callNotFound();
      if (path && !path.startsWith('..') && isFile(join(webDist, path))) {
        const immutable = path.startsWith('assets/');
        return reply
          .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
          .sendFile(path, webDist);
      }
      if (!existsSync(join(webDist, 'index.html')))
        return reply.code(503).type('text/plain').send('The web app is not built: run `npm run build`.');
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    },
  });
}

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};
