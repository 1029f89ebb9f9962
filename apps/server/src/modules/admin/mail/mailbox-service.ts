import { and, eq, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import {
  MAIL_LABELS,
  MAIL_TRASH_DAYS,
  type MailCounts,
  type MailMessage,
  type MailQuery,
  MAIL_BULK_ACTIONS,
} from '@alvorada/contracts';
import type { Platform } from '../../../platform/platform.ts';
import type { Executor } from '../../../platform/db/client.ts';
import { mailAttachments, mailMessages, roles, users } from '../../../platform/db/schema.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { LINK_TOKEN_PATTERN } from '../../../platform/http/redact.ts';
import { joinSource, listPage, type ListSpec } from '../../../platform/db/list.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { checkedAttachments, storeAttachments, type Upload } from './attachments.ts';
import { shownTo, toMailSummary } from './mail-serialize.ts';
import type { Actor } from '../../../platform/access/actor.ts';

type BulkAction = (typeof MAIL_BULK_ACTIONS)[number];
const m = mailMessages;
type MailRow = typeof m.$inferSelect;
const SNIPPET = sql<string>`substr(${m.text}, 1, 200)`;
const HAS_ATTACHMENTS = sql<boolean>`exists (select 1 from ${mailAttachments} where ${mailAttachments.messageId} = ${m.id})`;
const HIDDEN_FROM_VIEWS = ['trash', 'spam'];
/** Draft recipients are kept as text: e-mails, and role groups written as `@Role name`. */
const ROLE_PREFIX = '@';

/** Text as searched: without links' one-time tokens, which a search must not let anyone guess. */
const withoutLinkTokens = (column: SQLWrapper) =>
  sql`regexp_replace(${column}, ${LINK_TOKEN_PATTERN}, '\\1', 'gi')`;

/** Newest first; search looks in the subject, the addresses and the text, ignoring case and accents. */
const MAIL_LIST: ListSpec = {
  ordering: { created_at: m.createdAt },
  defaultOrdering: '-created_at',
  key: m.id,
  search: [withoutLinkTokens(m.subject), m.fromAddress, m.fromName, m.toAddress, withoutLinkTokens(m.text)],
};

const MAIL_SOURCE = joinSource<{ row: MailRow; snippet: string; hasAttachments: boolean }>({
  from: m,
  select: { row: m, snippet: SNIPPET, hasAttachments: HAS_ATTACHMENTS },
});

/** The folder or label a list shows; the trash and spam only when asked for. */
function placeOf(q: MailQuery): SQL | undefined {
  if (q.label)
    return and(
      sql`${m.labels} @> ${JSON.stringify([q.label])}::jsonb`,
      notInArray(m.folder, HIDDEN_FROM_VIEWS),
    );
  if (q.folder === 'starred') return and(eq(m.starred, true), notInArray(m.folder, HIDDEN_FROM_VIEWS));
  return eq(m.folder, q.folder ?? 'inbox');
}

export function createMailbox(p: Pick<Platform, 'db' | 'config' | 'mail'>) {
  const { db } = p;

  /** The reader's own address: the messages sent to it are the only ones whose links they see whole. */
  async function addressOf(reader: Actor) {
    if (reader.userId === null) return null;
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, reader.userId));
    return row?.email ?? null;
  }

  async function find(id: number) {
    const [row] = await db.select().from(m).where(eq(m.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function recipientsOf(to: string[], roleNames: string[]) {
    const holders = roleNames.length
      ? await db
          .select({ email: users.email })
          .from(users)
          .innerJoin(roles, eq(users.roleId, roles.id))
          .where(
            and(
              or(inArray(roles.name, roleNames), inArray(roles.code, roleNames)),
              eq(users.status, 'active'),
              isNull(users.deletedAt),
            ),
          )
      : [];
    const all = [...to, ...holders.map((h) => h.email)].map((e) => e.trim()).filter(Boolean);
    return [...new Map(all.map((e) => [e.toLowerCase(), e])).values()];
  }

  async function move(tx: Executor, ids: number[], action: BulkAction) {
    const now = new Date();
    const target = inArray(m.id, ids);
    switch (action) {
      case 'read':
        return tx
          .update(m)
          .set({ readAt: now })
          .where(and(target, isNull(m.readAt)));
      case 'unread':
        return tx.update(m).set({ readAt: null }).where(target);
      case 'star':
      case 'unstar':
        return tx
          .update(m)
          .set({ starred: action === 'star' })
          .where(target);
      case 'trash':
        return tx
          .update(m)
          .set({ previousFolder: m.folder, folder: 'trash', trashedAt: now })
          .where(and(target, ne(m.folder, 'trash')));
      case 'spam':
        return tx
          .update(m)
          .set({ previousFolder: m.folder, folder: 'spam' })
          .where(and(target, notInArray(m.folder, ['spam', 'sent', 'draft'])));
      case 'restore':
      case 'not_spam':
        return tx
          .update(m)
          .set({ folder: sql`coalesce(${m.previousFolder}, 'inbox')`, previousFolder: null, trashedAt: null })
          .where(and(target, inArray(m.folder, action === 'restore' ? ['trash'] : ['spam'])));
      case 'delete':
        // Deleting from the trash is final; anywhere else it moves to the trash first.
        await tx.delete(m).where(and(target, eq(m.folder, 'trash')));
        return move(tx, ids, 'trash');
    }
  }

  return {
    async list(reader: Actor, query: MailQuery, url: string) {
      const page = await listPage(db, MAIL_SOURCE, MAIL_LIST, query, {
        ability: reader.ability,
        url,
        where: placeOf(query),
      });
      const address = await addressOf(reader);
      const shown = page.results.map((r) =>
        shownTo(toMailSummary(r.row, r.snippet, r.hasAttachments), address),
      );
      return { ...page, results: shown };
    },

    /** Unread per folder and label (what the navigation shows) and totals per folder. */
    async counts(): Promise<MailCounts> {
      const unread = sql<number>`cast(count(*) filter (where ${m.readAt} is null) as int)`;
      const [folders, [starred], [labels]] = await Promise.all([
        db
          .select({ folder: m.folder, unread, total: sql<number>`cast(count(*) as int)` })
          .from(m)
          .groupBy(m.folder),
        db
          .select({ unread, total: sql<number>`cast(count(*) as int)` })
          .from(m)
          .where(and(eq(m.starred, true), notInArray(m.folder, HIDDEN_FROM_VIEWS))),
        db
          .select(
            Object.fromEntries(
              MAIL_LABELS.map((label) => [
                label,
                sql<number>`cast(count(*) filter (where ${m.labels} @> ${JSON.stringify([label])}::jsonb) as int)`,
              ]),
            ),
          )
          .from(m)
          .where(and(eq(m.folder, 'inbox'), isNull(m.readAt))),
      ]);
      return {
        unread: {
          ...Object.fromEntries(
            folders
              .filter((f) => f.folder === 'inbox' || f.folder === 'spam')
              .map((f) => [f.folder, f.unread]),
          ),
          starred: starred.unread,
          ...(labels as Record<string, number>),
        },
        total: { ...Object.fromEntries(folders.map((f) => [f.folder, f.total])), starred: starred.total },
      };
    },

    /** Opening a message marks it read, unless it is only being shown after a change. */
    async open(reader: Actor, id: number, opts = { markRead: true }): Promise<MailMessage> {
      const found = await find(id);
      const row = opts.markRead && !found.readAt ? { ...found, readAt: new Date() } : found;
      if (row !== found) await db.update(m).set({ readAt: row.readAt }).where(eq(m.id, id));
      const files = await db
        .select({
          id: mailAttachments.id,
          filename: mailAttachments.filename,
          content_type: mailAttachments.contentType,
          size: mailAttachments.size,
        })
        .from(mailAttachments)
        .where(eq(mailAttachments.messageId, id))
        .orderBy(mailAttachments.id);
      const message = {
        ...toMailSummary(row, row.text.slice(0, 200), files.length > 0),
        text: row.text,
        attachments: files,
      };
      return shownTo(message, await addressOf(reader));
    },

    async attachment(messageId: number, attachmentId: number) {
      const [file] = await db
        .select()
        .from(mailAttachments)
        .where(and(eq(mailAttachments.id, attachmentId), eq(mailAttachments.messageId, messageId)));
      if (!file) throw notFound();
      return file;
    },

    async patch(
      reader: Actor,
      id: number,
      changes: { starred?: boolean; read?: boolean; labels?: string[] },
    ) {
      await find(id);
      await db
        .update(m)
        .set({
          ...(changes.starred !== undefined ? { starred: changes.starred } : {}),
          ...(changes.read !== undefined ? { readAt: changes.read ? new Date() : null } : {}),
          ...(changes.labels ? { labels: [...new Set(changes.labels)] } : {}),
        })
        .where(eq(m.id, id));
      return this.open(reader, id, { markRead: false });
    },

    async bulk(actor: Actor, ids: number[], action: BulkAction) {
      await db.transaction(async (tx) => {
        await move(tx, ids, action);
        if (action === 'delete')
          await audit(tx, actor, { action: 'delete', subject: 'Mail', targetId: ids.join(',') });
      });
    },

    /** One message per recipient, each recorded in "sent" and delivered through the platform's queue. */
    async send(
      actor: Actor,
      input: {
        to: string[];
        roles: string[];
        subject: string;
        text: string;
        attachments: Upload[];
        draft_id?: number;
      },
    ) {
      const recipients = await recipientsOf(input.to, input.roles);
      if (recipients.length === 0)
        throw new AppError(400, 'mail_no_recipients', { fields: { to: ['mail_no_recipients'] } });
      const files = checkedAttachments(input.attachments);
      const ids: number[] = [];
      for (const to of recipients)
        ids.push(await p.mail.send({ to, subject: input.subject, text: input.text, attachments: files }));
      await db.transaction(async (tx) => {
        if (input.draft_id) await tx.delete(m).where(and(eq(m.id, input.draft_id), eq(m.folder, 'draft')));
        await audit(tx, actor, {
          action: 'send',
          subject: 'Mail',
          targetId: ids.join(','),
          after: { to: input.to, roles: input.roles, recipients: recipients.length, subject: input.subject },
        });
      });
      return ids;
    },

    async saveDraft(
      author: Actor,
      id: number | null,
      input: { to: string[]; roles: string[]; subject: string; text: string; attachments: Upload[] },
    ) {
      const files = checkedAttachments(input.attachments);
      const values = {
        folder: 'draft',
        status: 'stored' as const,
        fromAddress: p.config.mailFrom,
        toAddress: [...input.to, ...input.roles.map((r) => `${ROLE_PREFIX}${r}`)].join(', '),
        subject: input.subject,
        text: input.text,
        readAt: new Date(),
      };
      const draftId = await db.transaction(async (tx) => {
        if (id === null) {
          const [row] = await tx.insert(m).values(values).returning({ id: m.id });
          await storeAttachments(tx, row.id, files);
          return row.id;
        }
        const [row] = await tx
          .update(m)
          .set(values)
          .where(and(eq(m.id, id), eq(m.folder, 'draft')))
          .returning({ id: m.id });
        if (!row) throw notFound();
        await tx.delete(mailAttachments).where(eq(mailAttachments.messageId, id));
        await storeAttachments(tx, id, files);
        return id;
      });
      return this.open(author, draftId);
    },

    /** A message that reached the platform (contact form, inbound webhook): lands in the inbox. */
    async receive(input: {
      from: string;
      fromName?: string;
      to?: string;
      subject: string;
      text: string;
      attachments: Upload[];
    }) {
      const files = checkedAttachments(input.attachments);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(m)
          .values({
            folder: 'inbox',
            status: 'stored',
            fromAddress: input.from,
            fromName: input.fromName ?? '',
            toAddress: input.to ?? p.config.mailFrom,
            subject: input.subject,
            text: input.text,
          })
          .returning({ id: m.id });
        await storeAttachments(tx, row.id, files);
        return row.id;
      });
    },

    async retry(actor: Actor, id: number) {
      await find(id);
      if (!(await p.mail.retry(id))) throw new AppError(409, 'mail_not_retriable');
      await db.transaction((tx) => audit(tx, actor, { action: 'retry', subject: 'Mail', targetId: id }));
      return this.open(actor, id, { markRead: false });
    },

    /** Messages in the trash for longer than the retention are deleted for good. */
    async purgeTrash() {
      const cutoff = new Date(Date.now() - MAIL_TRASH_DAYS * 24 * 3600_000);
      const gone = await db
        .delete(m)
        .where(and(eq(m.folder, 'trash'), lt(m.trashedAt, cutoff)))
        .returning({ id: m.id });
      return gone.length;
    },
  };
}
export type Mailbox = ReturnType<typeof createMailbox>;
