import { and, eq, sql } from 'drizzle-orm';
import type {
  HelpArticle,
  HelpArticleInput,
  HelpArticleListQuery,
  HelpArticlePatch,
  HelpArticleSummary,
  HelpFeedback,
  Locale,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { listPage, tableSource, type ListSpec } from '../../platform/db/list.ts';
import { helpArticles, helpArticleVotes } from './schema.ts';
import { searchArticles, snippetOf } from './search.ts';

type Row = typeof helpArticles.$inferSelect;

const toSummary = (r: Row): HelpArticleSummary => ({
  id: r.id,
  slug: r.slug,
  locale: r.locale,
  category: r.category,
  title: r.title,
  summary: r.summary,
  updated_at: r.updatedAt.toISOString(),
});

const LIST: ListSpec = {
  ordering: { title: helpArticles.title, updated_at: helpArticles.updatedAt, id: helpArticles.id },
  defaultOrdering: 'id',
  key: helpArticles.id,
  filters: { locale: helpArticles.locale, category: helpArticles.category },
};

const votes = (helpful: boolean) =>
  sql<number>`(select count(*)::int from ${helpArticleVotes} v where v.article_id = ${helpArticles.id} and v.helpful = ${helpful})`;

async function readArticle(db: Executor, where: ReturnType<typeof eq>): Promise<HelpArticle | undefined> {
  const [found] = await db
    .select({ row: helpArticles, yes: votes(true), no: votes(false) })
    .from(helpArticles)
    .where(where);
  return (
    found && { ...toSummary(found.row), body: found.row.body, helpful_yes: found.yes, helpful_no: found.no }
  );
}

/** An article's (slug, locale) is unique: a second one with the same pair is a 409 on the slug. */
async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) !== undefined)
      throw new AppError(409, 'help_article_slug_taken', { fields: { slug: ['help_article_slug_taken'] } });
    throw err;
  }
}

/**
 * The help center: anyone reads and searches the articles and says whether one helped; editing them needs the
 * Admin subject's create/update/delete (the routes check it).
 */
export function createHelpCenterService(p: Pick<Platform, 'db'>) {
  const { db } = p;
  const byId = async (id: number) => {
    const article = await readArticle(db, eq(helpArticles.id, id));
    if (!article) throw notFound();
    return article;
  };
  return {
    async list(actor: Actor, query: HelpArticleListQuery, url: string) {
      const caller = { ability: actor.ability, url };
      const search = query.search?.trim();
      if (!search) {
        const page = await listPage(db, tableSource(helpArticles), LIST, query, caller);
        return { ...page, results: page.results.map(toSummary) };
      }
      const found = searchArticles(LIST, search);
      const page = await listPage(db, found.source, found.spec, query, { ...caller, where: found.where });
      return {
        ...page,
        results: page.results.map((r) => ({ ...toSummary(r), snippet: snippetOf(r.headline) })),
      };
    },
    /** The article in `locale`, or its Portuguese original when it has no translation yet. */
    async read(slug: string, locale: Locale) {
      const article =
        (await readArticle(db, and(eq(helpArticles.slug, slug), eq(helpArticles.locale, locale))!)) ??
        (await readArticle(db, and(eq(helpArticles.slug, slug), eq(helpArticles.locale, 'pt-BR'))!));
      if (!article) throw notFound();
      return article;
    },
    create: (_actor: Actor, input: HelpArticleInput) =>
      guardSlug(async () => {
        const [row] = await db.insert(helpArticles).values(input).returning({ id: helpArticles.id });
        return byId(row.id);
      }),
    update: (_actor: Actor, id: number, patch: HelpArticlePatch) =>
      guardSlug(async () => {
        const [row] = await db
          .update(helpArticles)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(eq(helpArticles.id, id))
          .returning({ id: helpArticles.id });
        if (!row) throw notFound();
        return byId(row.id);
      }),
    async remove(_actor: Actor, id: number) {
      const [row] = await db.delete(helpArticles).where(eq(helpArticles.id, id)).returning();
      if (!row) throw notFound();
    },
    /** Records (or changes) this browser's vote and answers the article's new counts. */
    async feedback(id: number, vote: HelpFeedback) {
      await byId(id);
      await db
        .insert(helpArticleVotes)
        .values({ articleId: id, voter: vote.voter, helpful: vote.helpful })
        .onConflictDoUpdate({
          target: [helpArticleVotes.articleId, helpArticleVotes.voter],
          set: { helpful: vote.helpful },
        });
      const { helpful_yes, helpful_no } = await byId(id);
      return { helpful_yes, helpful_no };
    },
  };
}

export type HelpCenterService = ReturnType<typeof createHelpCenterService>;
