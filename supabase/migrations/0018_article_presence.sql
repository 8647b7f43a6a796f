CREATE TABLE "article_presence" (
	"article_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"tab_id" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_presence_article_id_admin_id_tab_id_pk" PRIMARY KEY("article_id","admin_id","tab_id")
);
--> statement-breakpoint
ALTER TABLE "article_presence" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "article_presence" ADD CONSTRAINT "article_presence_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_presence" ADD CONSTRAINT "article_presence_admin_id_website_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."website_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_presence_seen_idx" ON "article_presence" USING btree ("seen_at");