import { count } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { HELP_ARTICLES } from './seed-articles.ts';
import { helpArticles } from './schema.ts';

/**
 * The first articles of the help center, in every locale. Written once, into an empty table: what editors
 * change or delete afterwards stays as they left it.
 */
export async function seedHelpArticles(db: Executor) {
  const [{ n }] = await db.select({ n: count() }).from(helpArticles);
  if (n > 0) return;
  await db.insert(helpArticles).values(
    HELP_ARTICLES.flatMap(({ slug, category, texts }) =>
      Object.entries(texts).map(([locale, text]) => ({
        slug,
        category,
        locale: locale as keyof typeof texts,
        ...text,
      })),
    ),
  );
}
