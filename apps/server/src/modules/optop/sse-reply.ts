import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OptopStreamEvent } from '@alvorada/contracts';
import { translate } from '../../platform/http/messages.ts';

/**
 * Answers a POST with text/event-stream. Until the first event the request is an ordinary one (a refusal
 * is a normal JSON error); once streaming, a failure becomes an `error` event. A client that goes away
 * aborts the signal, which aborts the upstream request.
 */
export async function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (signal: AbortSignal, emit: (event: OptopStreamEvent) => void) => Promise<void>,
) {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  let started = false;
  const emit = (event: OptopStreamEvent) => {
    if (!started) {
      started = true;
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value);
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
    }
    if (!reply.raw.destroyed) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  try {
    await run(controller.signal, emit);
  } catch (error) {
    if (!started) throw error;
    request.log.error({ err: error }, 'agent stream failed');
    emit({ type: 'error', code: 'internal', detail: translate('internal', request.actor.locale) });
  }
  reply.raw.end();
  return reply;
}
