CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_slug_redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"market" text NOT NULL,
	"language" text NOT NULL,
	"old_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" uuid,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text,
	"content" text NOT NULL,
	"category_id" uuid,
	"author_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"featured_image_url" text,
	"meta_title" text,
	"meta_description" text,
	"read_time_minutes" integer,
	"published_at" timestamp with time zone,
	"market" text DEFAULT 'global' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"translation_key_id" uuid,
	"is_translation" boolean DEFAULT false NOT NULL,
	"base_article_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_articles_status_check" CHECK ("blog_articles"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "blog_articles_market_check" CHECK ("blog_articles"."market" in ('global', 'usa', 'be-fr', 'be-nl')),
	CONSTRAINT "blog_articles_language_check" CHECK ("blog_articles"."language" in ('en', 'fr', 'nl'))
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"color" text DEFAULT '#3B82F6' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "early_access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip_address" text,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"translation_key_id" uuid NOT NULL,
	"language" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_auto_translated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_language_check" CHECK ("translations"."language" in ('en', 'fr', 'nl'))
);
--> statement-breakpoint
CREATE TABLE "website_admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"session_version" integer DEFAULT 1 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_slug_redirects" ADD CONSTRAINT "article_slug_redirects_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_website_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."website_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_author_id_website_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."website_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_translation_key_id_translation_keys_id_fk" FOREIGN KEY ("translation_key_id") REFERENCES "public"."translation_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_base_article_id_blog_articles_id_fk" FOREIGN KEY ("base_article_id") REFERENCES "public"."blog_articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_admin_id_website_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."website_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_translation_key_id_translation_keys_id_fk" FOREIGN KEY ("translation_key_id") REFERENCES "public"."translation_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_slug_redirects_lookup_idx" ON "article_slug_redirects" USING btree ("market","language","old_slug");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_admin_idx" ON "audit_log" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_articles_market_language_slug_idx" ON "blog_articles" USING btree ("market","language","slug");--> statement-breakpoint
CREATE INDEX "blog_articles_status_idx" ON "blog_articles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "blog_articles_market_idx" ON "blog_articles" USING btree ("market");--> statement-breakpoint
CREATE INDEX "blog_articles_language_idx" ON "blog_articles" USING btree ("language");--> statement-breakpoint
CREATE INDEX "blog_articles_category_idx" ON "blog_articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "blog_articles_published_at_idx" ON "blog_articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blog_articles_updated_at_idx" ON "blog_articles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "blog_articles_translation_key_idx" ON "blog_articles" USING btree ("translation_key_id");--> statement-breakpoint
CREATE INDEX "blog_articles_public_list_idx" ON "blog_articles" USING btree ("market","language","status","published_at");--> statement-breakpoint
CREATE INDEX "blog_articles_search_idx" ON "blog_articles" USING gin (to_tsvector('simple', coalesce("title", '') || ' ' || coalesce("summary", '')));--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_slug_idx" ON "blog_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "early_access_requests_email_idx" ON "early_access_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "early_access_requests_created_at_idx" ON "early_access_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_idx" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_admin_idx" ON "password_reset_tokens" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "rate_limit_events_lookup_idx" ON "rate_limit_events" USING btree ("bucket","subject","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "translation_keys_key_idx" ON "translation_keys" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_key_language_idx" ON "translations" USING btree ("translation_key_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "website_admins_email_lower_idx" ON "website_admins" USING btree (lower("email"));