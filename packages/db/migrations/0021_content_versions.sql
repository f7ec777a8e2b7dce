CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"item_id" integer NOT NULL,
	"platform" varchar(16) NOT NULL,
	"version" integer NOT NULL,
	"state" varchar(16) NOT NULL,
	"data" jsonb NOT NULL,
	"based_on" integer,
	"restored_from" integer,
	"author_id" text,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" text,
	"publish_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_item_version" ON "content_versions" USING btree ("kind","item_id","version");--> statement-breakpoint
CREATE INDEX "content_versions_state" ON "content_versions" USING btree ("state","publish_at");