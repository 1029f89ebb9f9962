import { and, eq, sql } from 'drizzle-orm';
import type { OptopAsk, OptopEdit, OptopStreamEvent, OptopToolCall } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { conversationToApi, messageToApi, type ConversationStore } from './conversation-store.ts';
import type { ToolRunner } from './tool-runner.ts';
import { providerFor, type SettingsService } from './settings-service.ts';
import { offlineProvider } from './offline-provider.ts';
import { continueConversation } from './agent-turn.ts';
import { optopMessages } from './schema.ts';
import { ProviderError } from './providers/provider.ts';
import { redacting } from './providers/redacting-provider.ts';

type Emit = (event: OptopStreamEvent) => void;

/** Questions, regenerations and approvals, each answered as a stream (see agent-turn.ts). */
export function createChatService(
  p: Pick<Platform, 'db' | 'config'>,
  store: ConversationStore,
  runner: ToolRunner,
  settings: SettingsService,
) {
  async function answer(
    actor: Actor,
    conversationId: number,
    model: string | undefined,
    signal: AbortSignal,
    emit: Emit,
    again?: number,
  ) {
    const active = await settings.active();
    await continueConversation(store, runner, {
      actor,
      conversationId,
      provider: active
        ? redacting(providerFor(active), { email: active.settings.share_email })
        : offlineProvider(actor.locale),
      model: active ? model || active.config.model : '',
      price: active ? p.config.optop.price : null,
      signal,
      emit,
      again,
    });
  }

  /**
   * Takes the pending call for this decision in one conditional update, so two clicks (or two tabs, or two
   * instances) cannot both run it.
   */
  async function claim(conversationId: number, callId: string) {
    const pendingCall = JSON.stringify([{ id: callId, state: 'pending' }]);
    const [row] = await p.db
      .select()
      .from(optopMessages)
      .where(
        and(
          eq(optopMessages.conversationId, conversationId),
          sql`${optopMessages.toolCalls} @> ${pendingCall}::jsonb`,
        ),
      );
    if (!row) throw new AppError(409, 'optop_call_not_pending');
    const deciding = row.toolCalls.map((c) => (c.id === callId ? { ...c, state: 'approved' as const } : c));
    const [claimed] = await p.db
      .update(optopMessages)
      .set({ toolCalls: deciding })
      .where(and(eq(optopMessages.id, row.id), sql`${optopMessages.toolCalls} @> ${pendingCall}::jsonb`))
      .returning();
    if (!claimed) throw new AppError(409, 'optop_call_not_pending');
    return { row: claimed, call: row.toolCalls.find((c) => c.id === callId)! };
  }

  return {
    async ask(actor: Actor, body: OptopAsk, signal: AbortSignal, emit: Emit) {
      const conversation = body.conversation_id
        ? await store.own(actor, body.conversation_id)
        : await store.create(actor, body.content);
      emit({ type: 'conversation', conversation: conversationToApi(conversation) });
      const question = await store.add(conversation.id, { role: 'user', content: body.content });
      emit({ type: 'message', message: messageToApi(question) });
      await answer(actor, conversation.id, body.model, signal, emit);
    },

    /**
     * Asks a past question again in other words: the new question sits beside it as a branch (the old one
     * stays reachable) and is answered.
     */
    async edit(
      actor: Actor,
      id: number,
      messageId: number,
      body: OptopEdit,
      signal: AbortSignal,
      emit: Emit,
    ) {
      const conversation = await store.own(actor, id);
      const original = (await store.tree(id)).find((m) => m.id === messageId && m.role === 'user');
      if (!original) throw notFound();
      const question = await store.add(id, {
        role: 'user',
        content: body.content,
        parentId: original.parentId,
      });
      emit({ type: 'conversation', conversation: conversationToApi(conversation) });
      emit({ type: 'message', message: await store.toApi(question) });
      await answer(actor, id, body.model, signal, emit);
    },

    /** Answers the last question of the branch shown again; the earlier answers stay as its other versions. */
    async regenerate(actor: Actor, id: number, model: string | undefined, signal: AbortSignal, emit: Emit) {
      await store.own(actor, id);
      const question = (await store.history(id)).findLast((m) => m.role === 'user');
      if (!question) throw new AppError(409, 'optop_nothing_to_regenerate');
      emit({ type: 'conversation', conversation: conversationToApi(await store.own(actor, id)) });
      await answer(actor, id, model, signal, emit, question.id);
    },

    async decide(
      actor: Actor,
      id: number,
      callId: string,
      approve: boolean,
      signal: AbortSignal,
      emit: Emit,
    ) {
      await store.own(actor, id);
      const { row, call } = await claim(id, callId);
      const decided: OptopToolCall = await runner.decide(actor, call, approve);
      const latest = (await store.history(id)).find((m) => m.id === row.id)!;
      latest.toolCalls = latest.toolCalls.map((c) => (c.id === callId ? decided : c));
      await store.save(latest);
      emit({ type: 'tool_call', call: decided });
      emit({ type: 'done', message: messageToApi(latest) });
      await answer(actor, id, undefined, signal, emit);
    },

    async models(signal: AbortSignal) {
      const active = await settings.active();
      if (!active) throw new AppError(409, 'optop_not_configured');
      try {
        return { results: (await providerFor(active).models(signal)).map((id) => ({ id })) };
      } catch (error) {
        if (error instanceof ProviderError) throw new AppError(502, error.code);
        throw new AppError(502, 'optop_provider_unavailable');
      }
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
