import type { ApiError, OptopStreamEvent } from '@alvorada/contracts';
import { tokens } from '@/shared/api/client.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { i18n } from '@/shared/i18n/i18n.ts';

/**
 * Posts to one of the agent's streaming routes and hands each server-sent event to `onEvent` as it arrives
 * (fetch + ReadableStream: EventSource cannot POST). Aborting `signal` stops the answer on the server too.
 */
export async function streamAnswer(
  path: string,
  body: unknown,
  signal: AbortSignal,
  onEvent: (event: OptopStreamEvent) => void,
) {
  const token = await tokens.freshAccessToken();
  const res = await fetch(`/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': i18n.language,
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok || !res.body) {
    const error = (await res.json().catch(() => undefined)) as ApiError | undefined;
    throw new ApiRequestError(`[POST] "/api${path}": ${res.status}`, res.status, error);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data) onEvent(JSON.parse(data) as OptopStreamEvent);
    }
  }
}
