CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"source_type" varchar(64) NOT NULL,
	"original_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"widths" jsonb NOT NULL,
	"alt_zh_cn" text NOT NULL,
	"alt_zh_tw" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"uploaded_by" text,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_hash" ON "media" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "media_created" ON "media" USING btree ("created_at");