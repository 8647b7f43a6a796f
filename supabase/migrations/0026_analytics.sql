CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"route_type" text NOT NULL,
	"market" text NOT NULL,
	"device" text NOT NULL,
	"visitor_hash" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"metric" text,
	"value" double precision
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_market_days" (
	"day" date NOT NULL,
	"market" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_market_days_day_market_pk" PRIMARY KEY("day","market")
);
--> statement-breakpoint
ALTER TABLE "analytics_market_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_page_days" (
	"day" date NOT NULL,
	"market" text NOT NULL,
	"path" text NOT NULL,
	"route_type" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_page_days_day_market_path_pk" PRIMARY KEY("day","market","path")
);
--> statement-breakpoint
ALTER TABLE "analytics_page_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_salts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_source_days" (
	"day" date NOT NULL,
	"market" text NOT NULL,
	"referrer_host" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_source_days_day_market_referrer_host_utm_source_utm_medium_utm_campaign_pk" PRIMARY KEY("day","market","referrer_host","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
ALTER TABLE "analytics_source_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_vital_days" (
	"day" date NOT NULL,
	"market" text NOT NULL,
	"route_type" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"samples" integer NOT NULL,
	"buckets" integer[] NOT NULL,
	CONSTRAINT "analytics_vital_days_day_market_route_type_device_metric_pk" PRIMARY KEY("day","market","route_type","device","metric")
);
--> statement-breakpoint
ALTER TABLE "analytics_vital_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "article_path" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "source_market" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "early_access_requests" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "early_access_requests" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "early_access_requests" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "early_access_requests" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "early_access_requests" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "early_access_requests" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "early_access_requests" ADD COLUMN "article_path" text;--> statement-breakpoint
ALTER TABLE "early_access_requests" ADD COLUMN "source_market" text;--> statement-breakpoint
ALTER TABLE "early_access_requests" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "article_path" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "source_market" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "source" text;--> statement-breakpoint
CREATE INDEX "analytics_events_day_name_idx" ON "analytics_events" USING btree ("day","name");--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_idx" ON "analytics_events" USING btree ("visitor_hash","occurred_at");