import { access, contactSchema, inboundMailSchema } from '@alvorada/contracts';
import type { Platform } from '../../../platform/platform.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { translate } from '../../../platform/http/messages.ts';
import type { Mailbox } from './mailbox-service.ts';
import type { createInboundSecret } from './inbound-secret.ts';
import type { App } from '../../../platform/http/app-type.ts';

const CONTACT_LIMIT = { max: 5, windowSeconds: 600 };
const INBOUND_BODY_LIMIT = 8 * 1024 * 1024;
const SOURCE_LABEL = { help_center: 'Central de ajuda', pricing: 'Preços' } as const;

/** How mail reaches the inbox: the product's contact forms and an inbound webhook with a shared secret. */
export function publicMailRoutes(
  app: App,
  p: Platform,
  mailbox: Mailbox,
  secret: ReturnType<typeof createInboundSecret>,
) {
  app.post('/api/mail/contact/', {
    config: { access: access.public },
    schema: { tags: ['mail'], body: contactSchema },
    handler: async (request, reply) => {
      await p.throttle.consume([{ key: `contact:ip:${request.ip}`, ...CONTACT_LIMIT }]);
      const input = request.body;
      await mailbox.receive({
        from: input.email,
        fromName: input.name,
        subject: `[${SOURCE_LABEL[input.source]}] ${input.subject}`,
        text: input.message,
        attachments: [],
      });
      return reply.code(202).send({ detail: translate('contact_received', request.actor.locale) });
    },
  });

  app.post('/api/mail/inbound/', {
    config: { access: access.public },
    bodyLimit: INBOUND_BODY_LIMIT,
    schema: { tags: ['mail'], body: inboundMailSchema },
    // Before the body is read: a caller without the secret must not make the server take in 8 MB.
    onRequest: async (request) => {
      const header = request.headers['x-inbound-secret'];
      if (!(await secret.matches(typeof header === 'string' ? header : undefined)))
        throw new AppError(403, 'inbound_secret_invalid');
    },
    handler: async (request, reply) => {
      const input = request.body;
      const id = await mailbox.receive({
        from: input.from,
        fromName: input.from_name,
        to: input.to,
        subject: input.subject,
        text: input.text,
        attachments: input.attachments,
      });
      return reply.code(201).send({ id });
    },
  });
}
