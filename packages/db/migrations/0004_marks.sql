CREATE TABLE "marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"office" varchar(8) NOT NULL,
	"number" varchar(64) NOT NULL,
	"registration_number" varchar(64),
	"mark" text NOT NULL,
	"normalized" text NOT NULL,
	"compact" text NOT NULL,
	"tokens" text[] NOT NULL,
	"phonetic" text[] NOT NULL,
	"skeleton" text NOT NULL,
	"pinyin" text,
	"variants" text[] NOT NULL,
	"classes" integer[] NOT NULL,
	"owner" text NOT NULL,
	"status" varchar(64) NOT NULL,
	"filed" date,
	"source" varchar(16) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marks_source" CHECK ("marks"."source" in ('sample', 'import', 'generated'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "marks_office_number" ON "marks" USING btree ("office","number");--> statement-breakpoint
CREATE INDEX "marks_compact_trgm" ON "marks" USING gin ("compact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marks_skeleton_trgm" ON "marks" USING gin ("skeleton" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marks_pinyin_trgm" ON "marks" USING gin ("pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marks_phonetic" ON "marks" USING gin ("phonetic");--> statement-breakpoint
CREATE INDEX "marks_variants" ON "marks" USING gin ("variants");--> statement-breakpoint
CREATE INDEX "marks_tokens" ON "marks" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "marks_classes" ON "marks" USING gin ("classes");--> statement-breakpoint
CREATE INDEX "marks_not_imported" ON "marks" USING btree ("office") WHERE "marks"."source" <> 'import';