import { and, eq } from 'drizzle-orm';
import {
  LOCALES,
  MAIL_TEMPLATE_KEYS,
  type Locale,
  type MailTemplate,
  type MailTemplateKey,
} from '@alvorada/contracts';
import type { Db } from '../../../platform/db/client.ts';
import { mailTemplates } from '../../../platform/db/schema.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { DEFAULT_TEMPLATES } from './template-defaults.ts';
import type { Actor } from '../../../platform/access/actor.ts';

/** System e-mails per locale: the administrator's version where there is one, else the built-in text. */
export function createTemplates(db: Db) {
  return {
    async list(): Promise<MailTemplate[]> {
      const overrides = await db.select().from(mailTemplates);
      return MAIL_TEMPLATE_KEYS.flatMap((key) =>
        LOCALES.map((locale) => {
          const custom = overrides.find((o) => o.key === key && o.locale === locale);
          const text = custom ?? DEFAULT_TEMPLATES[key](locale);
          return {
            key,
            locale,
            subject: text.subject,
            body: text.body,
            customized: Boolean(custom),
            updated_at: custom?.updatedAt.toISOString() ?? null,
          };
        }),
      );
    },

    async save(actor: Actor, key: MailTemplateKey, locale: Locale, text: { subject: string; body: string }) {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(mailTemplates)
          .where(and(eq(mailTemplates.key, key), eq(mailTemplates.locale, locale)));
        await tx
          .insert(mailTemplates)
          .values({ key, locale, ...text })
          .onConflictDoUpdate({
            target: [mailTemplates.key, mailTemplates.locale],
            set: { ...text, updatedAt: new Date() },
          });
        await audit(tx, actor, {
          action: 'update',
          subject: 'MailTemplate',
          targetId: `${key}:${locale}`,
          before: before ?? DEFAULT_TEMPLATES[key](locale),
          after: text,
        });
      });
    },

    async reset(actor: Actor, key: MailTemplateKey, locale: Locale) {
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(mailTemplates)
          .where(and(eq(mailTemplates.key, key), eq(mailTemplates.locale, locale)))
          .returning();
        if (removed)
          await audit(tx, actor, {
            action: 'reset',
            subject: 'MailTemplate',
            targetId: `${key}:${locale}`,
            before: removed,
          });
      });
    },
  };
}
