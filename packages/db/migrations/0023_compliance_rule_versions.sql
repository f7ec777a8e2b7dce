CREATE TABLE "compliance_rule_versions" (
	"version" varchar(32) PRIMARY KEY NOT NULL,
	"status" varchar(16) NOT NULL,
	"rules" jsonb NOT NULL,
	"hash" varchar(16) NOT NULL,
	"based_on" varchar(32),
	"revision" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "compliance_rule_versions" ADD CONSTRAINT "compliance_rule_versions_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_rule_versions_status" ON "compliance_rule_versions" USING btree ("status","published_at");