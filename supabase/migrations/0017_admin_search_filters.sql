-- Issue 27: the admin search and its filters in one GIN index (docs/adr/0088). btree_gin gives GIN the
-- equality operators of text and uuid, so one index scan intersects a word's trigrams with the market,
-- language, status and category: a search whose word and filters never meet reads no row at all.
-- Extensions live in "extensions" (0008); its functions stay closed to PUBLIC and to the API roles.
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA extensions;--> statement-breakpoint
DO $$
DECLARE
  api_role text;
BEGIN
  REVOKE EXECUTE ON ALL FUNCTIONS IN SCHEMA extensions FROM PUBLIC;
  FOREACH api_role IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = api_role);
    EXECUTE format('REVOKE ALL ON ALL FUNCTIONS IN SCHEMA extensions FROM %I', api_role);
  END LOOP;
END
$$;--> statement-breakpoint
DROP INDEX "blog_articles_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "blog_articles_admin_search_idx" ON "blog_articles" USING gin ("market","language","status","category_id",("title" || E'\x1F' || coalesce("summary", '') || E'\x1F' || "slug") extensions.gin_trgm_ops) WHERE "blog_articles"."deleted_at" is null;
--> statement-breakpoint
-- The planner's estimate of how many rows a search matches came from the statistics ANALYZE keeps for
-- an expression index, and a partial multi-column one gives none: the same statistics, kept for the
-- expression itself, so the list still walks its order index when a word is in most titles.
CREATE STATISTICS "blog_articles_search_text_stats" ON (("title" || E'\x1F' || coalesce("summary", '') || E'\x1F' || "slug")) FROM "blog_articles";--> statement-breakpoint
ANALYZE "blog_articles";
