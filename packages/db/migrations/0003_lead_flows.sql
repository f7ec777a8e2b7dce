CREATE TABLE "app_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_reports" DROP CONSTRAINT "questionnaire_reports_answer_id_questionnaire_answers_id_fk";
--> statement-breakpoint
DROP TABLE "questionnaire_answers";--> statement-breakpoint
ALTER TABLE "questionnaire_reports" ALTER COLUMN "engine_version" SET DATA TYPE varchar(32);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "client_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "questionnaire_reports" ADD COLUMN "platform" varchar(16) NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_reports" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "questionnaire_reports" ADD COLUMN "channel_no" varchar(64);--> statement-breakpoint
ALTER TABLE "questionnaire_reports" ADD COLUMN "source" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_reports" ADD COLUMN "answers" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_reports" ADD COLUMN "services" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_reports" ADD COLUMN "rules_version" varchar(32) NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_reports" ADD COLUMN "checked_on" date NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_reports" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_pending" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "questionnaire_reports" ADD CONSTRAINT "questionnaire_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_idempotency" ON "contact_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "questionnaire_reports_user" ON "questionnaire_reports" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "ip";--> statement-breakpoint
ALTER TABLE "questionnaire_reports" DROP COLUMN "answer_id";