import { boolean, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HelpCategory, Locale } from '@alvorada/contracts';
import { serialId, createdAt, updatedAt } from '../../platform/db/columns.ts';

/** Help-center articles in Markdown; an article's translations share its slug, one row per locale. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serialId(),
    slug: text('slug').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    category: text('category').$type<HelpCategory>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('help_articles_slug_locale').on(t.slug, t.locale)],
);

/** "Did this article help?": one vote per browser and article; voting again replaces the vote. */
export const helpArticleVotes = pgTable(
  'help_article_votes',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.voter] })],
);
