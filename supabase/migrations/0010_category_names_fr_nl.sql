ALTER TABLE "blog_categories" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "name_nl" text;