import {
  access,
  idParams,
  optopAskSchema,
  optopConversationPatchSchema,
  optopConversationQuerySchema,
  optopConversationSchema,
  optopDecisionSchema,
  optopEditSchema,
  optopMessageParams,
  optopMessagePageSchema,
  optopMessageQuerySchema,
  optopModelListSchema,
  optopRegenerateSchema,
  optopSettingsInputSchema,
  optopSettingsSchema,
  optopToolCallParams,
  optopUsageQuerySchema,
  optopUsageReportSchema,
  pageOf,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import type { ConversationStore } from './conversation-store.ts';
import type { ChatService } from './chat-service.ts';
import type { SettingsService } from './settings-service.ts';
import type { UsageReport } from './usage-report.ts';
import { streamEvents } from './sse-reply.ts';
import { conversationMarkdown } from './conversation-export.ts';
import { deleteRoute } from '../../platform/http/delete-route.ts';
import { listRoute } from '../../platform/http/read-routes.ts';
import { patchRoute } from '../../platform/http/write-routes.ts';

// Conversations belong to their author: whoever may use the agent keeps their own.
const own = { access: access.can('read', 'OPTOP') };
// Who configures the agent (the administrators) also reads what everyone's use of it cost.
const administer = { access: access.can('update', 'OPTOP') };
const tags = ['optop'];

export function optopRoutes(
  app: App,
  deps: { store: ConversationStore; chat: ChatService; settings: SettingsService; usage: UsageReport },
) {
  const { store, chat, settings, usage } = deps;

  app.get('/api/optop/settings/', {
    config: own,
    schema: { tags, response: { 200: optopSettingsSchema } },
    handler: () => settings.get(),
  });

  app.put('/api/optop/settings/', {
    config: administer,
    schema: { tags, body: optopSettingsInputSchema, response: { 200: optopSettingsSchema } },
    handler: (request) => settings.put(request.actor, request.body),
  });

  app.get('/api/optop/models/', {
    config: own,
    schema: { tags, response: { 200: optopModelListSchema } },
    handler: () => chat.models(AbortSignal.timeout(15_000)),
  });

  listRoute(app, '/api/optop/conversations/', {
    ...own,
    tags,
    query: optopConversationQuerySchema,
    page: pageOf(optopConversationSchema),
    list: store.list,
  });

  patchRoute(app, '/api/optop/conversations/:id/', {
    ...own,
    tags,
    body: optopConversationPatchSchema,
    item: optopConversationSchema,
    update: (actor, id, body) => store.rename(actor, id, body.title),
  });

  deleteRoute(app, '/api/optop/conversations/:id/', { ...own, tags, remove: store.remove });

  app.get('/api/optop/conversations/:id/messages/', {
    config: own,
    schema: {
      tags,
      params: idParams,
      querystring: optopMessageQuerySchema,
      response: { 200: optopMessagePageSchema },
    },
    handler: (request) => store.messages(request.actor, request.params.id, request.query),
  });

  app.get('/api/optop/conversations/:id/export/', {
    config: own,
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      const { actor, params } = request;
      const conversation = await store.own(actor, params.id);
      const markdown = conversationMarkdown(conversation.title, await store.history(params.id), actor.locale);
      return reply
        .type('text/markdown; charset=utf-8')
        .header('content-disposition', `attachment; filename="optop-${params.id}.md"`)
        .send(markdown);
    },
  });

  app.post('/api/optop/conversations/:id/messages/:message_id/choose/', {
    config: own,
    schema: { tags, params: optopMessageParams, response: { 200: optopMessagePageSchema } },
    handler: async (request) => {
      const { id, message_id } = request.params;
      await store.choose(request.actor, id, message_id);
      return store.messages(request.actor, id, { limit: 30 });
    },
  });

  app.post('/api/optop/conversations/:id/messages/:message_id/edit/', {
    config: own,
    schema: { tags, params: optopMessageParams, body: optopEditSchema },
    handler: (request, reply) =>
      streamEvents(request, reply, (signal, emit) =>
        chat.edit(request.actor, request.params.id, request.params.message_id, request.body, signal, emit),
      ),
  });

  app.get('/api/optop/usage/', {
    config: administer,
    schema: { tags, querystring: optopUsageQuerySchema, response: { 200: optopUsageReportSchema } },
    handler: (request) => usage(request.query),
  });

  app.post('/api/optop/chat/', {
    config: own,
    schema: { tags, body: optopAskSchema },
    handler: (request, reply) =>
      streamEvents(request, reply, (signal, emit) => chat.ask(request.actor, request.body, signal, emit)),
  });

  app.post('/api/optop/conversations/:id/regenerate/', {
    config: own,
    schema: { tags, params: idParams, body: optopRegenerateSchema },
    handler: (request, reply) =>
      streamEvents(request, reply, (signal, emit) =>
        chat.regenerate(request.actor, request.params.id, request.body.model, signal, emit),
      ),
  });

  app.post('/api/optop/conversations/:id/tool-calls/:call_id/', {
    config: own,
    schema: { tags, params: optopToolCallParams, body: optopDecisionSchema },
    handler: (request, reply) =>
      streamEvents(request, reply, (signal, emit) =>
        chat.decide(
          request.actor,
          request.params.id,
          request.params.call_id,
          request.body.approve,
          signal,
          emit,
        ),
      ),
  });
}
