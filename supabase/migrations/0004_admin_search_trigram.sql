-- The admin list's search (ILIKE '%term%' over title, summary and slug) served by a trigram index.
-- On Supabase pg_trgm may already sit in the "extensions" schema, which is on the search path there.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The full-text index nothing queried (the search never used to_tsvector).
DROP INDEX "blog_articles_search_idx";--> statement-breakpoint
CREATE INDEX "blog_articles_search_trgm_idx" ON "blog_articles" USING gin (("title" || E'\x1F' || coalesce("summary", '') || E'\x1F' || "slug") gin_trgm_ops);
