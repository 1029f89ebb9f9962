import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers every answer carries, set in one hook before every other, so refusals (401, 404) carry them
 * too: helmet's security headers, the request's id, and `no-store` on the API (its answers carry personal
 * data: no browser or proxy keeps a copy). Helmet's headers depend on the options alone, so helmet runs
 * once, at start-up, against a stand-in response that records them.
 */
export function answerHeaders(app: FastifyInstance, options: HelmetOptions) {
  const secure: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (secure[name.toLowerCase()] = value),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  const api = { ...secure, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : secure);
    reply.header('x-request-id', request.id);
    done();
  });
}
