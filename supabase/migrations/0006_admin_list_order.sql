DROP INDEX "blog_articles_updated_at_idx";--> statement-breakpoint
CREATE INDEX "blog_articles_admin_order_idx" ON "blog_articles" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);