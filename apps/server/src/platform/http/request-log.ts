import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One structured line per request, written when it is answered: request id, method, URL, client, status
 * and duration in ms, at `error` level when the answer failed. Fastify's default is two lines (one on
 * arrival, one on completion), which cost twice the logging for the same facts.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}
