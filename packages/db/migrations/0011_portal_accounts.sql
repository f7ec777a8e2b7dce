CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_code" varchar(8) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "cookie_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_id" varchar(32);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "client_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "point_type" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "into_way" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "device_id" varchar(32);--> statement-breakpoint
CREATE INDEX "sms_outbox_created" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_user" ON "contact_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_cookie" ON "sessions" USING btree ("cookie_hash");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_client" ON "sms_codes" USING btree ("client_hash","created_at");