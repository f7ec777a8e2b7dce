ALTER TABLE "mark_imports" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "mark_imports" ADD COLUMN "refused" jsonb;--> statement-breakpoint
ALTER TABLE "mark_imports" ADD COLUMN "started_by" text;