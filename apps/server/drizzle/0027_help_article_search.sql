-- Help search reads words without accents in each article's language. unaccent is a PostgreSQL contrib
-- extension that PGlite also ships (loaded when the embedded engine is created), so both engines run this.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION help_portuguese (COPY = pg_catalog.portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION help_portuguese ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION help_english (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION help_english ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION help_french (COPY = pg_catalog.french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION help_french ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
-- Arabic articles are indexed word for word: no stemming, only case and accents folded.
CREATE TEXT SEARCH CONFIGURATION help_simple (COPY = pg_catalog.simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION help_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
-- The configuration for an article's locale; immutable so a generated column and an index may use it.
CREATE FUNCTION help_config(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE locale
    WHEN 'pt-BR' THEN 'public.help_portuguese'
    WHEN 'en' THEN 'public.help_english'
    WHEN 'fr' THEN 'public.help_french'
    ELSE 'public.help_simple'
  END::regconfig
$$;
--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(help_config(locale), title), 'A') || setweight(to_tsvector(help_config(locale), body), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "help_articles_search" ON "help_articles" USING gin ("search");
