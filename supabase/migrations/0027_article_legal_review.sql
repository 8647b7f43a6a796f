ALTER TABLE "blog_articles" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD COLUMN "reviewed_at" date;