CREATE TABLE "mark_coverage" (
	"office" varchar(8) PRIMARY KEY NOT NULL,
	"marks" integer NOT NULL,
	"newest_filed" date,
	"last_import" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mark_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"office" varchar(8),
	"origin" text NOT NULL,
	"status" varchar(16) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"files" text[] DEFAULT '{}'::text[] NOT NULL,
	"counts" jsonb,
	"error" text,
	CONSTRAINT "mark_imports_status" CHECK ("mark_imports"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "marks" ADD COLUMN "meanings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "mark_imports_started" ON "mark_imports" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "marks_meanings" ON "marks" USING gin ("meanings");