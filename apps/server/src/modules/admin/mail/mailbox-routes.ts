import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  LOCALES,
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
  type Locale,
  type MailQuery,
  type MailTemplateKey,
} from '@alvorada/contracts';
import type { Platform } from '../../../platform/platform.ts';
import { pageOf } from '../../../platform/http/pagination.ts';
import type { Mailbox } from './mailbox-service.ts';
import type { createInboundSecret } from './inbound-secret.ts';
import { createTemplates } from './templates-service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const templateParams = z.object({ key: z.enum(MAIL_TEMPLATE_KEYS), locale: z.enum(LOCALES) });
const tags = ['admin'];
/** Compose carries attachments in base64: room for the 5 MB the limits allow. */
const COMPOSE_BODY_LIMIT = 8 * 1024 * 1024;
type Id = { id: number };
const read = { access: access.can('read', 'Admin') };
const update = { access: access.can('update', 'Admin') };

export function adminMailRoutes(
  app: FastifyInstance,
  p: Platform,
  mailbox: Mailbox,
  secret: ReturnType<typeof createInboundSecret>,
) {
  const templates = createTemplates(p.db);

  app.get('/api/admin/mail/', {
    config: read,
    schema: { tags, querystring: mailQuerySchema, response: { 200: pageSchema(mailSummarySchema) } },
    handler: async (request) => {
      const query = request.query as MailQuery;
      const { total, results } = await mailbox.list(query);
      return pageOf(request, query, total, results);
    },
  });

  app.get('/api/admin/mail/counts/', {
    config: read,
    schema: { tags, response: { 200: mailCountsSchema } },
    handler: () => mailbox.counts(),
  });

  app.get('/api/admin/mail/:id/', {
    config: read,
    schema: { tags, params: idParams, response: { 200: mailMessageSchema } },
    handler: (request) => mailbox.open((request.params as Id).id),
  });

  app.get('/api/admin/mail/:id/attachments/:attachment/', {
    config: read,
    schema: { tags, params: idParams.extend({ attachment: z.coerce.number().int().positive() }) },
    handler: async (request, reply) => {
      const { id, attachment } = request.params as Id & { attachment: number };
      const file = await mailbox.attachment(id, attachment);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.content, 'base64'));
    },
  });

  app.patch('/api/admin/mail/:id/', {
    config: update,
    schema: { tags, params: idParams, body: mailPatchSchema, response: { 200: mailMessageSchema } },
    handler: (request) =>
      mailbox.patch((request.params as Id).id, request.body as z.infer<typeof mailPatchSchema>),
  });

  app.post('/api/admin/mail/bulk/', {
    config: update,
    schema: { tags, body: mailBulkSchema },
    handler: async (request, reply) => {
      const { ids, action } = request.body as z.infer<typeof mailBulkSchema>;
      await mailbox.bulk(request, ids, action);
      return reply.code(204).send();
    },
  });

  app.post('/api/admin/mail/send/', {
    config: { access: access.can('create', 'Admin') },
    bodyLimit: COMPOSE_BODY_LIMIT,
    schema: { tags, body: composeSchema, response: { 202: z.object({ ids: z.array(z.number()) }) } },
    handler: async (request, reply) => {
      const ids = await mailbox.send(request, request.body as z.infer<typeof composeSchema>);
      return reply.code(202).send({ ids });
    },
  });

  app.post('/api/admin/mail/drafts/', {
    config: { access: access.can('create', 'Admin') },
    bodyLimit: COMPOSE_BODY_LIMIT,
    schema: { tags, body: draftSchema, response: { 201: mailMessageSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await mailbox.saveDraft(null, request.body as z.infer<typeof draftSchema>)),
  });

  app.put('/api/admin/mail/drafts/:id/', {
    config: update,
    bodyLimit: COMPOSE_BODY_LIMIT,
    schema: { tags, params: idParams, body: draftSchema, response: { 200: mailMessageSchema } },
    handler: (request) =>
      mailbox.saveDraft((request.params as Id).id, request.body as z.infer<typeof draftSchema>),
  });

  app.post('/api/admin/mail/:id/retry/', {
    config: update,
    schema: { tags, params: idParams, response: { 200: mailMessageSchema } },
    handler: (request) => mailbox.retry(request, (request.params as Id).id),
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
      const { key, locale } = request.params as { key: MailTemplateKey; locale: Locale };
      await templates.save(request, key, locale, request.body as z.infer<typeof mailTemplateUpdateSchema>);
      return reply.code(204).send();
    },
  });

  app.delete('/api/admin/mail/templates/:key/:locale/', {
    config: update,
    schema: { tags, params: templateParams },
    handler: async (request, reply) => {
      const { key, locale } = request.params as { key: MailTemplateKey; locale: Locale };
      await templates.reset(request, key, locale);
      return reply.code(204).send();
    },
  });

  const inboundSettings = (value: string) => ({
    url: `${p.config.publicUrl}/api/mail/inbound/`,
    secret: value,
  });

  app.get('/api/admin/mail/inbound/', {
    config: read,
    schema: { tags, response: { 200: inboundSettingsSchema } },
    handler: async () => inboundSettings(await secret.current()),
  });

  app.post('/api/admin/mail/inbound/rotate/', {
    config: update,
    schema: { tags, response: { 200: inboundSettingsSchema } },
    handler: async () => inboundSettings(await secret.rotate()),
  });
}
