import { z } from 'zod';
import './zod-config.ts';
import { listQuerySchema, pageOf } from './api.ts';
import { int32, localeSchema, safeString } from './schema-helpers.ts';

/** The help center's sections, in the order the page shows them. */
export const HELP_CATEGORIES = ['getting_started', 'energy', 'trading', 'automations', 'account'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

const slug = safeString()
  .min(1, { message: 'required' })
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'invalid_slug' });
const text = (max: number) => safeString().trim().min(1, { message: 'required' }).max(max);

/** What an editor writes: the article's address (`slug`) is shared by its translations, one per locale. */
export const helpArticleInputSchema = z.object({
  slug,
  locale: localeSchema,
  category: z.enum(HELP_CATEGORIES, { message: 'invalid_category' }),
  title: text(200),
  summary: text(400),
  /** Markdown; shown without any raw HTML. */
  body: text(50_000),
});
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;
export const helpArticlePatchSchema = helpArticleInputSchema.partial();
export type HelpArticlePatch = z.infer<typeof helpArticlePatchSchema>;

/** A search result's passage from the body: plain pieces, `match` where the searched words were found. */
export const helpSnippetSchema = z.array(z.object({ text: safeString(), match: z.boolean() }));
export type HelpSnippet = z.infer<typeof helpSnippetSchema>;

export const helpArticleSummarySchema = z.object({
  id: int32(),
  slug: safeString(),
  locale: localeSchema,
  category: z.enum(HELP_CATEGORIES),
  title: safeString(),
  summary: safeString(),
  updated_at: safeString(),
  /** Only in `?search=` results, which come best match first. */
  snippet: helpSnippetSchema.optional(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpArticleSchema = helpArticleSummarySchema.extend({
  body: safeString(),
  helpful_yes: int32(),
  helpful_no: int32(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpArticlePageSchema = pageOf(helpArticleSummarySchema);

export const helpArticleListQuerySchema = listQuerySchema.extend({
  locale: localeSchema.default('pt-BR'),
  category: z.enum(HELP_CATEGORIES, { message: 'invalid_category' }).optional(),
});
export type HelpArticleListQuery = z.infer<typeof helpArticleListQuerySchema>;

/** `GET /api/help-center/articles/:slug/?locale=`: the locale's version, else the Portuguese one. */
export const helpArticleParams = z.object({ slug });
export const helpArticleReadQuerySchema = z.object({ locale: localeSchema.default('pt-BR') });

/** "Did this article help?": one vote per browser (`voter` is a random id the browser keeps); voting again changes it. */
export const helpFeedbackSchema = z.object({
  voter: safeString().regex(/^[A-Za-z0-9-]{8,64}$/, { message: 'invalid_voter' }),
  helpful: z.boolean(),
});
export type HelpFeedback = z.infer<typeof helpFeedbackSchema>;
export const helpFeedbackResultSchema = z.object({ helpful_yes: int32(), helpful_no: int32() });
export type HelpFeedbackResult = z.infer<typeof helpFeedbackResultSchema>;
