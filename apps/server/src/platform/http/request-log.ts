import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One structured line per request, written when it is answered: request id, method, URL, client, status,
 * duration in ms and the signed-in user, at `error` level when the answer failed. Fastify's default is two lines (one on
 * arrival, one on completion), which cost twice the logging for the same facts.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const userId = (request.actor as FastifyRequest['actor'] | null)?.userId ?? undefined;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime, userId };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}
