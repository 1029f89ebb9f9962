// The reference for the API benchmark: Fastify with one trivial JSON route and nothing else. With BARE_ADD the
// same route also gets what every answer of the project must carry, to show the floor those parts set:
// `headers` the project's answer headers (security headers, request id, no-store), `headers,line` those and
// the project's request line (its logger and request log, stdout as the bench gives it).
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { answerHeaders } from '../apps/server/src/platform/http/answer-headers.ts';
import { RequestLog } from '../apps/server/src/platform/http/request-log.ts';
import { createLogRing, createLogger } from '../apps/server/src/platform/logs.ts';

const add = (process.env.BARE_ADD ?? '').split(',');
const app = add.includes('line')
  ? Fastify({
      loggerInstance: createLogger('info', createLogRing()) as FastifyBaseLogger,
      logController: new RequestLog(),
      genReqId: () => randomUUID(),
    })
  : Fastify();
if (add.includes('headers')) answerHeaders(app);
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
