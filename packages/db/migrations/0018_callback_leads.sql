ALTER TABLE "leads" ADD COLUMN "wechat" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "service" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "from_page" text;