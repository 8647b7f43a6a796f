CREATE TABLE "notification_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_throttle" ENABLE ROW LEVEL SECURITY;