import { z } from 'zod';
import {
  MAIL_TEMPLATE_KEYS,
  access,
  composeSchema,
  draftSchema,
  inboundSettingsSchema,
  mailBulkSchema,
  mailCountsSchema,
  mailMessageSchema,
  mailPatchSchema,
  mailQuerySchema,
  mailSummarySchema,
  mailTemplateSchema,
  mailTemplateUpdateSchema,
  pageOf as pageSchema,
  idParams,
  idSchema,
  localeSchema,
} from '@alvorada/contracts';
import type { Platform } from '../../../platform/platform.ts';
import type { Mailbox } from './mailbox-service.ts';
import type { createInboundSecret } from './inbound-secret.ts';
import { createTemplates } from './templates-service.ts';
import type { App } from '../../../platform/http/app-type.ts';
import { readRoutes, recordRoute } from '../../../platform/http/read-routes.ts';
import { patchRoute } from '../../../platform/http/write-routes.ts';

const templateParams = z.object({ key: z.enum(MAIL_TEMPLATE_KEYS), locale: localeSchema });
const tags = ['admin'];
/** Compose carries attachments in base64: room for the 5 MB the limits allow. */
const COMPOSE_BODY_LIMIT = 8 * 1024 * 1024;
const read = { access: access.can('read', 'Admin') };
const update = { access: access.can('update', 'Admin') };

export function adminMailRoutes(
  app: App,
  p: Platform,
  mailbox: Mailbox,
  secret: ReturnType<typeof createInboundSecret>,
) {
  const templates = createTemplates(p.db);

  readRoutes(
    app,
    { list: mailbox.list, get: mailbox.open },
    {
      ...read,
      tags,
      paths: { list: '/api/admin/mail/', item: '/api/admin/mail/:id/' },
      schemas: { query: mailQuerySchema, page: pageSchema(mailSummarySchema), item: mailMessageSchema },
    },
  );

  app.get('/api/admin/mail/counts/', {
    config: read,
    schema: { tags, response: { 200: mailCountsSchema } },
    handler: () => mailbox.counts(),
  });

  app.get('/api/admin/mail/:id/attachments/:attachment/', {
    config: read,
    schema: { tags, params: idParams.extend({ attachment: idSchema }) },
    handler: async (request, reply) => {
      const { id, attachment } = request.params;
      const file = await mailbox.attachment(id, attachment);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.content, 'base64'));
    },
  });

  patchRoute(app, '/api/admin/mail/:id/', {
    ...update,
    tags,
    body: mailPatchSchema,
    item: mailMessageSchema,
    update: (actor, id, body) => mailbox.patch(actor, id, body),
  });

  app.post('/api/admin/mail/bulk/', {
    config: update,
    schema: { tags, body: mailBulkSchema },
    handler: async (request, reply) => {
      await mailbox.bulk(request.actor, request.body.ids, request.body.action);
      return reply.code(204).send();
    },
  });

  app.post('/api/admin/mail/send/', {
    config: { access: access.can('create', 'Admin') },
    bodyLimit: COMPOSE_BODY_LIMIT,
    schema: { tags, body: composeSchema, response: { 202: z.object({ ids: z.array(z.number()) }) } },
    handler: async (request, reply) => {
      const ids = await mailbox.send(request.actor, request.body);
      return reply.code(202).send({ ids });
    },
  });

  app.post('/api/admin/mail/drafts/', {
    config: { access: access.can('create', 'Admin') },
    bodyLimit: COMPOSE_BODY_LIMIT,
    schema: { tags, body: draftSchema, response: { 201: mailMessageSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await mailbox.saveDraft(request.actor, null, request.body)),
  });

  app.put('/api/admin/mail/drafts/:id/', {
    config: update,
    bodyLimit: COMPOSE_BODY_LIMIT,
    schema: { tags, params: idParams, body: draftSchema, response: { 200: mailMessageSchema } },
    handler: (request) => mailbox.saveDraft(request.actor, request.params.id, request.body),
  });

  recordRoute(app, 'POST', '/api/admin/mail/:id/retry/', {
    ...update,
    tags,
    item: mailMessageSchema,
    run: (actor, id) => mailbox.retry(actor, id),
  });

  app.get('/api/admin/mail/templates/', {
    config: read,
    schema: { tags, response: { 200: z.array(mailTemplateSchema) } },
    handler: () => templates.list(),
  });

  app.put('/api/admin/mail/templates/:key/:locale/', {
    config: update,
    schema: { tags, params: templateParams, body: mailTemplateUpdateSchema },
    handler: async (request, reply) => {
      const { key, locale } = request.params;
      await templates.save(request.actor, key, locale, request.body);
      return reply.code(204).send();
    },
  });

  app.delete('/api/admin/mail/templates/:key/:locale/', {
    config: update,
    schema: { tags, params: templateParams },
    handler: async (request, reply) => {
      const { key, locale } = request.params;
      await templates.reset(request.actor, key, locale);
      return reply.code(204).send();
    },
  });

  const inboundSettings = (origin: string, value: string) => ({
    url: `${origin}/api/mail/inbound/`,
    secret: value,
  });

  app.get('/api/admin/mail/inbound/', {
    config: read,
    schema: { tags, response: { 200: inboundSettingsSchema } },
    handler: async (request) => inboundSettings(request.actor.origin, await secret.current()),
  });

  app.post('/api/admin/mail/inbound/rotate/', {
    config: update,
    schema: { tags, response: { 200: inboundSettingsSchema } },
    handler: async (request) => inboundSettings(request.actor.origin, await secret.rotate()),
  });
}
