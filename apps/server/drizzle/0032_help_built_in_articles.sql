-- Portuguese plurals in -ões read as their singular in -ão ("gerações" finds "geração"): the Portuguese
-- stemmer keeps the two apart ("geraco", "geraca"), with or without accents. Articles and searches both go
-- through this before their words are stemmed.
CREATE FUNCTION help_words(locale text, words text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE locale
    WHEN 'pt-BR' THEN regexp_replace(regexp_replace(words, '[õÕ]es\M', 'ão', 'gi'), 'oes\M', 'ao', 'gi')
    ELSE words
  END
$$;
--> statement-breakpoint
ALTER TABLE "help_articles" drop column "search";--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(help_config(locale), help_words(locale, title)), 'A') || setweight(to_tsvector(help_config(locale), help_words(locale, body)), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "help_articles_search" ON "help_articles" USING gin ("search");--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "builtin_hash" text;--> statement-breakpoint
-- Articles from before the seed remembered what it wrote: the seed brings those of its slugs up to date once.
UPDATE "help_articles" SET "builtin_hash" = 'before-0032';
