import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { HelpCategory, Locale } from '@alvorada/contracts';
import { serialId, createdAt, updatedAt } from '../../platform/db/columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /**
     * The hash of the built-in text the seed last wrote here, while the article still reads it: the seed
     * brings such an article up to date, and leaves alone one an editor changed or created (null);
     * `before-0032` for articles written before the seed remembered this.
     */
    builtinHash: text('builtin_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Title (weight A) and body (B) as words of the article's language without accents; `help_config`, its
     * text search configurations and `help_words` (Portuguese plurals in -ões read as their singular in -ão,
     * which the stemmer keeps apart) are created by the migrations that add and rebuild this column.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector(help_config(locale), help_words(locale, title)), 'A') || setweight(to_tsvector(help_config(locale), help_words(locale, body)), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('help_articles_slug_locale').on(t.slug, t.locale),
    index('help_articles_search').using('gin', t.search),
  ],
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
