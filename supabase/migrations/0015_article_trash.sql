DROP INDEX "blog_articles_market_language_slug_idx";--> statement-breakpoint
DROP INDEX "blog_articles_admin_order_idx";--> statement-breakpoint
DROP INDEX "blog_articles_admin_filtered_order_idx";--> statement-breakpoint
ALTER TABLE "blog_articles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "blog_articles_trash_idx" ON "blog_articles" USING btree ("deleted_at") WHERE "blog_articles"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "blog_articles_admin_title_order_idx" ON "blog_articles" USING btree ("title","id") WHERE "blog_articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "blog_articles_admin_published_order_idx" ON "blog_articles" USING btree ("published_at","id") WHERE "blog_articles"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_articles_market_language_slug_idx" ON "blog_articles" USING btree ("market","language","slug") WHERE "blog_articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "blog_articles_admin_order_idx" ON "blog_articles" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "blog_articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "blog_articles_admin_filtered_order_idx" ON "blog_articles" USING btree ("market","language","status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "blog_articles"."deleted_at" is null;