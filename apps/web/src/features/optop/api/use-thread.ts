import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OptopConversation } from '@alvorada/contracts';
import { optopKeys } from '@/shared/api/query-keys.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { chooseBranch, fetchMessages } from './conversations-api.ts';
import { streamAnswer } from './answer-stream.ts';
import { initialThread, threadReducer } from './thread-state.ts';

/**
 * One conversation: its latest messages (older ones on demand), and the answer streaming into it. Asking
 * without a conversation starts one; `onConversation` learns its id.
 */
export function useThread(conversationId: number | null, onConversation: (c: OptopConversation) => void) {
  const client = useQueryClient();
  const [state, dispatch] = useReducer(threadReducer, initialThread);
  const controller = useRef<AbortController | null>(null);
  // The conversation an answer just created is already on screen: opening it must not reload it.
  const created = useRef<number | null>(null);

  const load = useCallback(async (id: number) => {
    dispatch({ type: 'reset' });
    try {
      const page = await fetchMessages(id);
      dispatch({ type: 'loaded', messages: page.results, hasMore: page.has_more });
    } catch {
      dispatch({ type: 'loadFailed' });
    }
  }, []);

  useEffect(() => {
    if (conversationId !== null && conversationId === created.current) return;
    controller.current?.abort();
    created.current = null;
    if (conversationId === null) dispatch({ type: 'loaded', messages: [], hasMore: false });
    else void load(conversationId);
  }, [conversationId, load]);
  useEffect(() => () => controller.current?.abort(), []);

  const loadOlder = useCallback(async () => {
    const first = state.messages[0];
    if (!conversationId || !first || !state.hasMore) return;
    const page = await fetchMessages(conversationId, first.id);
    dispatch({ type: 'older', messages: page.results, hasMore: page.has_more });
  }, [conversationId, state.messages, state.hasMore]);

  const run = useCallback(
    async (
      path: string,
      body: unknown,
      drop: { dropAfterLastQuestion?: boolean; dropFrom?: number } = {},
    ) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      dispatch({ type: 'start', ...drop });
      try {
        await streamAnswer(path, body, abort.signal, (event) => {
          if (event.type === 'conversation' && event.conversation.id !== conversationId) {
            created.current = event.conversation.id;
            onConversation(event.conversation);
          }
          dispatch({ type: 'event', event });
        });
        dispatch({ type: 'stopped', error: null });
      } catch (error) {
        if (abort.signal.aborted) dispatch({ type: 'stopped', error: null, code: 'optop_stopped' });
        else
          dispatch({
            type: 'stopped',
            error: error instanceof ApiRequestError ? (error.detail ?? error.message) : String(error),
          });
      } finally {
        void client.invalidateQueries({ queryKey: optopKeys.conversations() });
      }
    },
    [client, conversationId, onConversation],
  );

  return {
    ...state,
    loadOlder,
    retry: () => conversationId && load(conversationId),
    ask: (content: string, model?: string) =>
      run('/optop/chat/', { content, model, ...(conversationId && { conversation_id: conversationId }) }),
    regenerate: (model?: string) =>
      conversationId &&
      run(`/optop/conversations/${conversationId}/regenerate/`, { model }, { dropAfterLastQuestion: true }),
    /** Asks a past question again in other words, on a new branch beside it. */
    edit: (messageId: number, content: string, model?: string) =>
      conversationId &&
      run(
        `/optop/conversations/${conversationId}/messages/${messageId}/edit/`,
        { content, model },
        { dropFrom: messageId },
      ),
    /** Shows another branch: the thread through the turn chosen. */
    choose: async (messageId: number) => {
      if (!conversationId) return;
      try {
        const page = await chooseBranch(conversationId, messageId);
        dispatch({ type: 'loaded', messages: page.results, hasMore: page.has_more });
      } catch {
        dispatch({ type: 'loadFailed' });
      }
    },
    decide: (callId: string, approve: boolean) =>
      conversationId &&
      run(`/optop/conversations/${conversationId}/tool-calls/${encodeURIComponent(callId)}/`, { approve }),
    stop: () => controller.current?.abort(),
  };
}
