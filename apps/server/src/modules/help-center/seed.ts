import { createHash } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { HELP_ARTICLES } from './seed-articles.ts';
import { helpArticles } from './schema.ts';

/** What the database's md5 gives for an article's texts, so it can tell whether an editor changed them. */
const textHash = (text: { title: string; summary: string; body: string }) =>
  createHash('md5').update(`${text.title}\n${text.summary}\n${text.body}`).digest('hex');
const storedHash = sql`md5(${helpArticles.title} || E'\\n' || ${helpArticles.summary} || E'\\n' || ${helpArticles.body})`;

const builtIns = () =>
  HELP_ARTICLES.flatMap(({ slug, category, texts }) =>
    Object.entries(texts).map(([locale, text]) => ({
      slug,
      category,
      locale: locale as keyof typeof texts,
      ...text,
      builtinHash: textHash(text),
    })),
  );

/**
 * The help center's built-in articles, in every locale: written into an empty table, and afterwards kept up
 * to date by slug and locale while they still read as the seed wrote them (or were written before the seed
 * remembered that, migration 0032). An article an editor changed, created or deleted stays as they left it.
 */
export async function seedHelpArticles(db: Executor) {
  const [{ n }] = await db.select({ n: count() }).from(helpArticles);
  if (n === 0) {
    await db.insert(helpArticles).values(builtIns());
    return;
  }
  for (const article of builtIns())
    await db
      .update(helpArticles)
      .set({
        category: article.category,
        title: article.title,
        summary: article.summary,
        body: article.body,
        builtinHash: article.builtinHash,
      })
      .where(
        and(
          eq(helpArticles.slug, article.slug),
          eq(helpArticles.locale, article.locale),
          sql`${helpArticles.builtinHash} in ('before-0032', ${storedHash})`,
          sql`${helpArticles.builtinHash} is distinct from ${article.builtinHash}`,
        ),
      );
}
