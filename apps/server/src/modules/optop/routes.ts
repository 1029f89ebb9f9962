import {
  access,
  idParams,
  optopAskSchema,
  optopConversationPatchSchema,
  optopConversationQuerySchema,
  optopConversationSchema,
  optopDecisionSchema,
  optopMessagePageSchema,
  optopMessageQuerySchema,
  optopModelListSchema,
  optopRegenerateSchema,
  optopSettingsInputSchema,
  optopSettingsSchema,
  optopToolCallParams,
  pageOf,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import type { ConversationStore } from './conversation-store.ts';
import type { ChatService } from './chat-service.ts';
import type { SettingsService } from './settings-service.ts';
import { streamEvents } from './sse-reply.ts';
import { deleteRoute } from '../../platform/http/delete-route.ts';
import { listRoute } from '../../platform/http/read-routes.ts';
import { patchRoute } from '../../platform/http/write-routes.ts';

// Conversations belong to their author: whoever may use the agent keeps their own.
const own = { access: access.can('read', 'OPTOP') };
const tags = ['optop'];

export function optopRoutes(
  app: App,
  deps: { store: ConversationStore; chat: ChatService; settings: SettingsService },
) {
  const { store, chat, settings } = deps;

  app.get('/api/optop/settings/', {
    config: own,
    schema: { tags, response: { 200: optopSettingsSchema } },
    handler: () => settings.get(),
  });

  app.put('/api/optop/settings/', {
    config: { access: access.can('update', 'OPTOP') },
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
