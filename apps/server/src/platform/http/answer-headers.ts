import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  fontSrc: ["'self'", 'data:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * The headers every answer carries, set in one hook before every other, so refusals (401, 404) carry them
 * too: helmet's security headers, the request's id, and `no-store` on the API (its answers carry personal
 * data: no browser or proxy keeps a copy). Helmet's headers depend on the options alone, so helmet runs
 * once, at start-up, against a stand-in response that records them.
 */
export function answerHeaders(app: FastifyInstance) {
  const secure: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (secure[name.toLowerCase()] = value),
    removeHeader: () => {},
  };
  const options = {
    contentSecurityPolicy: { directives: CSP },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' as const },
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
