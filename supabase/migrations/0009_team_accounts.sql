CREATE TABLE "admin_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_recovery_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "website_admins" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "website_admins" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_admins" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_admins" ADD COLUMN "invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "website_admins" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "website_admins" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "website_admins" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "website_admins" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "website_admins" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_admin_id_website_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."website_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_recovery_codes_admin_hash_idx" ON "admin_recovery_codes" USING btree ("admin_id","code_hash");--> statement-breakpoint
ALTER TABLE "website_admins" ADD CONSTRAINT "website_admins_invited_by_website_admins_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."website_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "website_admins_invite_token_idx" ON "website_admins" USING btree ("invite_token_hash");--> statement-breakpoint
ALTER TABLE "website_admins" ADD CONSTRAINT "website_admins_role_check" CHECK ("website_admins"."role" in ('admin', 'editor'));--> statement-breakpoint
ALTER TABLE "website_admins" ADD CONSTRAINT "website_admins_status_check" CHECK ("website_admins"."status" in ('invited', 'active', 'disabled'));--> statement-breakpoint
ALTER TABLE "website_admins" ADD CONSTRAINT "website_admins_password_check" CHECK ("website_admins"."status" = 'invited' or "website_admins"."password_hash" is not null);