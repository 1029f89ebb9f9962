import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../../config.ts';

/** What a proxy may pass on as the id: short, and nothing a log line or a URL would need to escape. */
const PASSED_ID = /^[\w.:-]{1,64}$/;

/**
 * The request id: the `X-Request-Id` a trusted proxy passes on (TRUST_PROXY, judged on the connected peer
 * as Fastify judges `X-Forwarded-For`), else a new UUID. A client cannot choose its request's id, so the
 * explorer's and the logs' ids each name one request.
 */
export function requestIdGenerator(trustProxy: Config['trustProxy']) {
  if (trustProxy === false) return () => randomUUID();
  const trusted = typeof trustProxy === 'function' ? trustProxy : proxyAddr.compile(trustProxy);
  return (req: IncomingMessage) => {
    const passed = req.headers['x-request-id'];
    const fromProxy = typeof passed === 'string' && PASSED_ID.test(passed);
    return fromProxy && trusted(req.socket.remoteAddress ?? '', 0) ? passed : randomUUID();
  };
}
