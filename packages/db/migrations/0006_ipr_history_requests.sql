CREATE TABLE "artificial_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"platform" varchar(16) NOT NULL,
	"user_id" integer,
	"device_id" varchar(32),
	"phone" varchar(32),
	"contact_name" text,
	"mark" text NOT NULL,
	"offices" text[] DEFAULT '{}'::text[] NOT NULL,
	"classes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"mark_img" text,
	"remark" text,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trademark_search_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"device_id" varchar(32),
	"search_type" integer NOT NULL,
	"mark" text NOT NULL,
	"mark_key" text NOT NULL,
	"office" varchar(8) DEFAULT '' NOT NULL,
	"platform" varchar(16) NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trademark_search_records_owner" CHECK ("trademark_search_records"."user_id" is not null or "trademark_search_records"."device_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "artificial_requests" ADD CONSTRAINT "artificial_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trademark_search_records" ADD CONSTRAINT "trademark_search_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artificial_requests_user" ON "artificial_requests" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "artificial_requests_device" ON "artificial_requests" USING btree ("device_id","day");--> statement-breakpoint
CREATE INDEX "artificial_requests_phone" ON "artificial_requests" USING btree ("phone","day");--> statement-breakpoint
CREATE UNIQUE INDEX "trademark_search_records_user" ON "trademark_search_records" USING btree ("user_id","search_type","mark_key","office") WHERE "trademark_search_records"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "trademark_search_records_device" ON "trademark_search_records" USING btree ("device_id","search_type","mark_key","office") WHERE "trademark_search_records"."user_id" is null;--> statement-breakpoint
CREATE INDEX "trademark_search_records_user_order" ON "trademark_search_records" USING btree ("user_id","search_type","searched_at");--> statement-breakpoint
CREATE INDEX "trademark_search_records_device_order" ON "trademark_search_records" USING btree ("device_id","search_type","searched_at");