DROP INDEX "marks_pinyin_trgm";--> statement-breakpoint
ALTER TABLE "marks" ADD COLUMN "near_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "marks_near_keys" ON "marks" USING gin ("near_keys");