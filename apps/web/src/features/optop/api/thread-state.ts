import type { OptopMessage, OptopStreamEvent, OptopToolCall } from '@alvorada/contracts';

/** A conversation's messages as shown: the pages loaded so far, plus what the current answer streams in. */
export interface ThreadState {
  messages: OptopMessage[];
  hasMore: boolean;
  loading: boolean;
  loadError: boolean;
  streaming: boolean;
  /** The translated reason the last question got no answer, as the server or the network said it. */
  streamError: string | null;
}

export type ThreadAction =
  | { type: 'reset' }
  | { type: 'loaded'; messages: OptopMessage[]; hasMore: boolean }
  | { type: 'older'; messages: OptopMessage[]; hasMore: boolean }
  | { type: 'loadFailed' }
  /** An answer starts: after the last question again (regenerate), or on a new branch from a question (edit). */
  | { type: 'start'; dropAfterLastQuestion?: boolean; dropFrom?: number }
  | { type: 'event'; event: OptopStreamEvent }
  | { type: 'stopped'; error: string | null; code?: string };

export const initialThread: ThreadState = {
  messages: [],
  hasMore: false,
  loading: false,
  loadError: false,
  streaming: false,
  streamError: null,
};

const upsert = <T extends { id: unknown }>(list: T[], item: T) =>
  list.some((x) => x.id === item.id) ? list.map((x) => (x.id === item.id ? item : x)) : [...list, item];

/** The last message, changed by `change` (when it is the agent's). */
function withLast(state: ThreadState, change: (m: OptopMessage) => OptopMessage): ThreadState {
  const last = state.messages.at(-1);
  if (!last || last.role !== 'assistant') return state;
  return { ...state, messages: [...state.messages.slice(0, -1), change(last)] };
}

function applyEvent(state: ThreadState, event: OptopStreamEvent): ThreadState {
  switch (event.type) {
    case 'message':
    case 'done':
      return { ...state, messages: upsert(state.messages, event.message) };
    case 'delta':
      return withLast(state, (m) => ({ ...m, content: m.content + event.text }));
    case 'tool_call': {
      const call: OptopToolCall = event.call;
      const holder = state.messages.findLast((m) => m.tool_calls.some((c) => c.id === call.id));
      if (holder)
        return {
          ...state,
          messages: state.messages.map((m) =>
            m === holder ? { ...m, tool_calls: upsert(m.tool_calls, call) } : m,
          ),
        };
      return withLast(state, (m) => ({ ...m, tool_calls: upsert(m.tool_calls, call) }));
    }
    case 'usage':
      return withLast(state, (m) => ({ ...m, usage: event.usage }));
    case 'error':
      // Shown once: on the answer it ended, or on its own when no answer had begun.
      return state.messages.at(-1)?.role === 'assistant'
        ? withLast(state, (m) => ({ ...m, error: event.code }))
        : { ...state, streamError: event.detail };
    default:
      return state;
  }
}

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'reset':
      return { ...initialThread, loading: true };
    case 'loaded':
      return {
        ...state,
        loading: false,
        loadError: false,
        messages: action.messages,
        hasMore: action.hasMore,
      };
    case 'older':
      return { ...state, messages: [...action.messages, ...state.messages], hasMore: action.hasMore };
    case 'loadFailed':
      return { ...state, loading: false, loadError: true };
    case 'start': {
      const lastQuestion = state.messages.findLastIndex((m) => m.role === 'user');
      const edited = state.messages.findIndex((m) => m.id === action.dropFrom);
      const messages =
        edited >= 0
          ? state.messages.slice(0, edited)
          : action.dropAfterLastQuestion && lastQuestion >= 0
            ? state.messages.slice(0, lastQuestion + 1)
            : state.messages;
      return { ...state, messages, streaming: true, streamError: null };
    }
    case 'event':
      return applyEvent(state, action.event);
    case 'stopped': {
      const stopped = action.code
        ? withLast(state, (m) => ({ ...m, error: m.error ?? action.code! }))
        : state;
      return { ...stopped, streaming: false, streamError: action.error ?? state.streamError };
    }
  }
}
