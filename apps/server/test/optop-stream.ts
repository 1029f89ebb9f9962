import type { LoginResponse, OptopStreamEvent } from '@alvorada/contracts';
import type { TestServer } from './harness.ts';
import { sseEvents } from '../src/modules/optop/providers/sse-events.ts';

/**
 * Posts to an OPTOP streaming route as `session` and reads the answer's events; `stopAfter` aborts the
 * request once that many deltas arrived.
 */
export async function optopStream(
  server: Pick<TestServer, 'url'>,
  session: LoginResponse,
  path: string,
  body: unknown,
  stopAfter?: number,
) {
  const controller = new AbortController();
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      'content-type': 'application/json',
      'accept-language': 'pt-BR',
    },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const events: OptopStreamEvent[] = [];
  let deltas = 0;
  try {
    for await (const { data } of sseEvents(res.body!)) {
      const event = JSON.parse(data) as OptopStreamEvent;
      events.push(event);
      if (event.type === 'delta' && ++deltas === stopAfter) controller.abort();
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  const conversation = events.find((e) => e.type === 'conversation');
  return {
    status: res.status,
    events,
    conversationId: conversation?.type === 'conversation' ? conversation.conversation.id : 0,
  };
}
