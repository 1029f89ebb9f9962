import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { z } from 'zod';
import { access, safeString } from '@alvorada/contracts';
import type { App } from './app-type.ts';

const params = z.object({ '*': safeString() });

/**
 * Serves the built single-page app: a file when it exists, index.html for every other page path. The build
 * writes a brotli and a gzip copy beside each file; the static plugin (`preCompressed`) sends the one the
 * client accepts.
 */
export function webAppRoutes(app: App, webDist: string) {
  app.get('/*', {
    config: { access: access.public },
    schema: { hide: true, params },
    handler: async (request, reply) => {
      const path = normalize(request.params['*']);
      if (path.startsWith('api/') || path.startsWith('ws/')) return reply.callNotFound();
      if (path && !path.startsWith('..') && isFile(join(webDist, path))) {
        // Files under assets/ carry a content hash in their name: a new build gives them a new name.
        const immutable = path.startsWith('assets/');
        return reply
          .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
          .sendFile(path, webDist, { cacheControl: false });
      }
      if (!existsSync(join(webDist, 'index.html')))
        return reply.code(503).type('text/plain').send('The web app is not built: run `npm run build`.');
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', webDist, { cacheControl: false });
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
