import { sql, type SQL } from 'drizzle-orm';
import type { HelpSnippet } from '@alvorada/contracts';
import type { ListSource, ListSpec } from '../../platform/db/list.ts';
import { tableSource } from '../../platform/db/list.ts';
import { helpArticles } from './schema.ts';

type Row = typeof helpArticles.$inferSelect;

// Private-use characters mark the matches in ts_headline's output; the body loses any it had first.
const START = '\uE000';
const STOP = '\uE001';
/** Markdown's markup and the markers themselves: a passage reads as plain text. */
const MARKUP = `[#*_\`>|\\[\\]${START}${STOP}]+`;
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * `?search=` over the articles' title and body: the words of the article's language (stems, without accents
 * or case, see the migration that adds `help_articles.search`), in any order, best match first.
 */
export function searchArticles(spec: ListSpec, search: string) {
  const config = sql`help_config(${helpArticles.locale})`;
  const query = sql`websearch_to_tsquery(${config}, help_words(${helpArticles.locale}, ${search}))`;
  const matches: SQL = sql`${helpArticles.search} @@ ${query}`;
  const rank = sql`ts_rank(${helpArticles.search}, ${query})`;
  const headline = sql<string>`ts_headline(${config}, regexp_replace(${helpArticles.body}, ${MARKUP}, ' ', 'g'), ${query}, ${HEADLINE_OPTIONS})`;
  const source: ListSource<Row & { headline: string }> = {
    rows: async (db, where, orderBy, limit, offset) =>
      (
        await db
          .select({ row: helpArticles, headline })
          .from(helpArticles)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ ...r.row, headline: r.headline })),
    count: tableSource(helpArticles).count,
  };
  return {
    source,
    where: matches,
    spec: { ...spec, ordering: { ...spec.ordering, rank }, defaultOrdering: '-rank' },
  };
}

/** ts_headline's marked text as pieces, whitespace collapsed. */
export function snippetOf(headline: string): HelpSnippet {
  const pieces: HelpSnippet = [];
  for (const [i, part] of headline
    .replace(/\s+/g, ' ')
    .trim()
    .split(new RegExp(`[${START}${STOP}]`))
    .entries()) {
    if (part) pieces.push({ text: part, match: i % 2 === 1 });
  }
  return pieces;
}
