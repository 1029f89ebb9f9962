import { createServer, type ServerResponse } from 'node:http';

/** One scripted answer: an HTTP status, SSE pieces written with a pause between them, and how it ends. */
export interface Script {
  status?: number;
  pieces?: string[];
  delayMs?: number;
  /** Drop the connection after the pieces instead of ending the response. */
  cut?: boolean;
  /** Keep the connection open after the pieces, sending nothing more; without pieces, not even the headers. */
  hold?: boolean;
}

export type Wire = 'openai' | 'anthropic';

const sse = (data: unknown, event?: string) =>
  `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

/** Builds scripts in each provider's wire format, so one test runs against both. */
export const scripts = {
  openai: {
    text: (parts: string[], usage = { prompt_tokens: 12, completion_tokens: 5 }): Script => ({
      pieces: [
        ...parts.map((content) => sse({ choices: [{ index: 0, delta: { content } }] })),
        sse({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }),
        sse({ choices: [], usage }),
        'data: [DONE]\n\n',
      ],
    }),
    /** Each call's arguments split into the pieces given, interleaved across calls. */
    tools: (calls: { id: string; name: string; args: string[] }[]): Script => ({
      pieces: [
        ...calls.map((c, index) =>
          sse({
            choices: [
              {
                index: 0,
                delta: {
                  tool_calls: [
                    { index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } },
                  ],
                },
              },
            ],
          }),
        ),
        ...calls.flatMap((c, index) =>
          c.args.map((piece) =>
            sse({
              choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: piece } }] } }],
            }),
          ),
        ),
        sse({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] }),
        'data: [DONE]\n\n',
      ],
    }),
  },
  anthropic: {
    text: (parts: string[]): Script => ({
      pieces: [
        sse(
          { type: 'message_start', message: { usage: { input_tokens: 12, output_tokens: 1 } } },
          'message_start',
        ),
        sse(
          { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
          'content_block_start',
        ),
        ...parts.map((text) =>
          sse(
            { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
            'content_block_delta',
          ),
        ),
        sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
        sse(
          { type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 5 } },
          'message_delta',
        ),
        sse({ type: 'message_stop' }, 'message_stop'),
      ],
    }),
    tools: (calls: { id: string; name: string; args: string[] }[]): Script => ({
      pieces: [
        sse(
          { type: 'message_start', message: { usage: { input_tokens: 20, output_tokens: 1 } } },
          'message_start',
        ),
        ...calls.flatMap((c, index) => [
          sse(
            {
              type: 'content_block_start',
              index,
              content_block: { type: 'tool_use', id: c.id, name: c.name, input: {} },
            },
            'content_block_start',
          ),
          ...c.args.map((partial_json) =>
            sse(
              { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json } },
              'content_block_delta',
            ),
          ),
          sse({ type: 'content_block_stop', index }, 'content_block_stop'),
        ]),
        sse(
          { type: 'message_delta', delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 9 } },
          'message_delta',
        ),
        sse({ type: 'message_stop' }, 'message_stop'),
      ],
    }),
  },
};

/**
 * A stand-in model provider on an ephemeral port, speaking both wire formats (POST …/chat/completions and
 * POST /v1/messages, GET …/models): each request takes the next scripted answer. It keeps the request bodies
 * and counts requests the client abandoned before the answer ended.
 */
export async function startFakeModelServer() {
  const queue: Script[] = [];
  const bodies: Record<string, unknown>[] = [];
  let aborted = 0;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function play(res: ServerResponse, script: Script) {
    if (script.hold && !script.pieces) return;
    if (script.status && script.status !== 200) {
      res.writeHead(script.status, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'scripted failure' } }));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const piece of script.pieces ?? []) {
      if (res.destroyed) return;
      res.write(piece);
      if (script.delayMs) await pause(script.delayMs);
    }
    if (script.hold) return;
    // What was written reaches the client before the connection drops.
    if (script.cut) await pause(100).then(() => res.socket?.destroy());
    else res.end();
  }

  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url!.includes('/models')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ data: [{ id: 'fake-large' }, { id: 'fake-small' }] }));
    }
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk));
    req.on('end', () => {
      bodies.push(JSON.parse(text || '{}'));
      res.on('close', () => {
        if (!res.writableFinished) aborted++;
      });
      void play(res, queue.shift() ?? { status: 500 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    /** Queues answers for the next requests, in order. */
    script: (...next: Script[]) => void queue.push(...next),
    bodies,
    aborted: () => aborted,
    reset() {
      queue.length = 0;
      bodies.length = 0;
      aborted = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeModelServer = Awaited<ReturnType<typeof startFakeModelServer>>;
