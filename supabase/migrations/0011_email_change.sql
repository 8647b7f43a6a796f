ALTER TABLE "website_admins" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "website_admins" ADD COLUMN "email_change_token_hash" text;--> statement-breakpoint
ALTER TABLE "website_admins" ADD COLUMN "email_change_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "website_admins_email_change_token_idx" ON "website_admins" USING btree ("email_change_token_hash");