CREATE TABLE "article_preview_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_preview_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "article_preview_links" ADD CONSTRAINT "article_preview_links_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_preview_links" ADD CONSTRAINT "article_preview_links_created_by_website_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."website_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_preview_links_hash_idx" ON "article_preview_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "article_preview_links_article_idx" ON "article_preview_links" USING btree ("article_id");