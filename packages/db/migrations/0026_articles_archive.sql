ALTER TABLE "posters" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posters" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;