CREATE TABLE "human_check_uses" (
	"id" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "sms_codes_phone";--> statement-breakpoint
DROP INDEX "users_phone";--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD COLUMN "previous_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "e164" varchar(16);--> statement-breakpoint
-- Codes of the last day only count towards limits (a code lives 5 minutes): the digits as they were typed are near
-- enough for them. Accounts' numbers are normalised with libphonenumber after the migrations (packages/db/src/phones.ts).
UPDATE "sms_codes" SET "e164" = left('+' || "area_code" || "phone", 16);--> statement-breakpoint
ALTER TABLE "sms_codes" ALTER COLUMN "e164" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "device_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "e164" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_conflict_of" integer;--> statement-breakpoint
CREATE INDEX "human_check_uses_expires" ON "human_check_uses" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_conflict_of_users_id_fk" FOREIGN KEY ("phone_conflict_of") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_codes_e164" ON "sms_codes" USING btree ("e164","device_hash","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_device" ON "sms_codes" USING btree ("device_hash","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_created" ON "sms_codes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_e164" ON "users" USING btree ("e164");