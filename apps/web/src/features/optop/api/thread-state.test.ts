import { describe, expect, it } from 'vitest';
import type { OptopMessage, OptopToolCall } from '@alvorada/contracts';
import { initialThread, threadReducer, type ThreadAction, type ThreadState } from './thread-state.ts';

const message = (id: number, role: 'user' | 'assistant', content = ''): OptopMessage => ({
  id,
  parent_id: id > 1 ? id - 1 : null,
  siblings: [id],
  role,
  content,
  tool_calls: [],
  usage: null,
  model: null,
  error: null,
  created_at: '2026-11-26T09:00:00Z',
});
const call = (state: OptopToolCall['state']): OptopToolCall => ({
  id: 'c1',
  name: 'run_backtest',
  arguments: { symbol: 'PETR4' },
  state,
  changes_data: true,
});
const run = (actions: ThreadAction[], from: ThreadState = initialThread) =>
  actions.reduce(threadReducer, from);

describe('the thread as an answer streams into it', () => {
  it('appends deltas to the answer and keeps what streamed when stopped', () => {
    const state = run([
      { type: 'start' },
      { type: 'event', event: { type: 'message', message: message(1, 'user', 'oi') } },
      { type: 'event', event: { type: 'message', message: message(2, 'assistant') } },
      { type: 'event', event: { type: 'delta', text: 'Olá' } },
      { type: 'event', event: { type: 'delta', text: ', tudo' } },
      { type: 'stopped', error: null, code: 'optop_stopped' },
    ]);
    expect(state.streaming).toBe(false);
    expect(state.messages.at(-1)).toMatchObject({ content: 'Olá, tudo', error: 'optop_stopped' });
  });

  it('updates a tool call where it is, even after later messages', () => {
    const waiting = { ...message(2, 'assistant'), tool_calls: [call('pending')] };
    const state = run([
      { type: 'loaded', messages: [message(1, 'user', 'rode'), waiting], hasMore: false },
      { type: 'event', event: { type: 'tool_call', call: call('done') } },
      { type: 'event', event: { type: 'message', message: message(3, 'assistant') } },
    ]);
    expect(state.messages.map((m) => m.tool_calls.map((c) => c.state))).toEqual([[], ['done'], []]);
  });

  it('drops the old answers when regenerating, and shows the error once, on the answer it ended', () => {
    const state = run(
      [
        { type: 'start', dropAfterLastQuestion: true },
        { type: 'event', event: { type: 'message', message: message(4, 'assistant') } },
        { type: 'event', event: { type: 'error', code: 'optop_rate_limited', detail: 'Aguarde.' } },
        { type: 'stopped', error: null },
      ],
      { ...initialThread, messages: [message(1, 'user', 'q'), message(2, 'assistant', 'a')] },
    );
    expect(state.messages.map((m) => m.id)).toEqual([1, 4]);
    expect(state.messages[1]!.error).toBe('optop_rate_limited');
    expect(state.streamError).toBeNull();
  });

  it('shows an error that came before any answer on its own', () => {
    const state = run([
      { type: 'start' },
      { type: 'event', event: { type: 'message', message: message(1, 'user', 'oi') } },
      { type: 'event', event: { type: 'error', code: 'internal', detail: 'Erro interno.' } },
    ]);
    expect(state.messages[0]!.error).toBeNull();
    expect(state.streamError).toBe('Erro interno.');
  });

  it('drops an edited question and what followed it, then shows the new branch as it streams', () => {
    const loaded = run([
      {
        type: 'loaded',
        messages: [message(1, 'user', 'a'), message(2, 'assistant', 'A'), message(3, 'user', 'b')],
        hasMore: false,
      },
    ]);
    const edited = { ...message(9, 'user', 'a, de novo'), parent_id: null, siblings: [1, 9] };
    const state = run(
      [
        { type: 'start', dropFrom: 1 },
        { type: 'event', event: { type: 'message', message: edited } },
      ],
      loaded,
    );
    expect(state.messages).toEqual([edited]);
    expect(state.streaming).toBe(true);
  });
});
