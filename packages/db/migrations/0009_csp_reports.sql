CREATE TABLE "csp_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "csp_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform" varchar(8) NOT NULL,
	"document_uri" varchar(2048) NOT NULL,
	"directive" varchar(200) NOT NULL,
	"blocked_uri" varchar(2048),
	"source_file" varchar(2048),
	"line_number" integer,
	"sample" varchar(200),
	"disposition" varchar(10),
	"user_agent" varchar(500),
	"address_hash" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "csp_reports_created" ON "csp_reports" USING btree ("created_at");