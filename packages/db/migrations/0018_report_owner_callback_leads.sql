ALTER TABLE "leads" ADD COLUMN "wechat" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "service" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "from_page" text;--> statement-breakpoint
ALTER TABLE "questionnaire_reports" ADD COLUMN "device_id" varchar(32);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "entry_report_id" uuid;--> statement-breakpoint
CREATE INDEX "questionnaire_reports_unclaimed_device" ON "questionnaire_reports" USING btree ("device_id","created_at") WHERE "questionnaire_reports"."user_id" is null and "questionnaire_reports"."device_id" is not null;