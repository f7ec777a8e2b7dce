CREATE TABLE "activity_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"link_url" text,
	"service_types" integer[],
	"countries" integer[],
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"key" varchar(32) NOT NULL,
	"title" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"company_name" text,
	"country" text,
	"practice_area" varchar(16),
	"message" text,
	"channel_no" varchar(64),
	"device_id" varchar(32),
	"user_agent" text,
	"client_hash" varchar(64),
	"dedupe_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"agreement_type" varchar(32) NOT NULL,
	"title" text NOT NULL,
	"version" varchar(32) NOT NULL,
	"content" text NOT NULL,
	"effective_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_configs" DROP CONSTRAINT "remote_configs_pkey";--> statement-breakpoint
ALTER TABLE "remote_configs" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_configs" ADD COLUMN "platform" varchar(16);--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_page_id_activity_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."activity_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_items_page" ON "activity_items" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_pages_platform_key" ON "activity_pages" USING btree ("platform","lang","key");--> statement-breakpoint
CREATE INDEX "leads_dedupe" ON "leads" USING btree ("dedupe_key","created_at");--> statement-breakpoint
CREATE INDEX "leads_created" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_version" ON "agreements" USING btree ("platform","lang","agreement_type","version");--> statement-breakpoint
CREATE INDEX "agreements_newest" ON "agreements" USING btree ("platform","lang","agreement_type","effective_date");--> statement-breakpoint
ALTER TABLE "remote_configs" ADD CONSTRAINT "remote_configs_key_platform" UNIQUE NULLS NOT DISTINCT("key","platform");