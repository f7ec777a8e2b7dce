CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"key" varchar(96) NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_introducers" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"title" text NOT NULL,
	"introduction" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"link_url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"qa_type" varchar(32) NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"value" varchar(32) NOT NULL,
	"label" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_categories" ADD COLUMN "lang" varchar(8) DEFAULT 'zh-CN' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "src" text;--> statement-breakpoint
ALTER TABLE "partner_introducers" ADD CONSTRAINT "partner_introducers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_platform_lang_key" ON "pages" USING btree ("platform","lang","key");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_platform_name" ON "partners" USING btree ("platform","lang","name");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_questions_platform_question" ON "qa_questions" USING btree ("platform","lang","question");--> statement-breakpoint
CREATE INDEX "qa_questions_type" ON "qa_questions" USING btree ("platform","lang","qa_type");--> statement-breakpoint
CREATE INDEX "qa_questions_question_trgm" ON "qa_questions" USING gin ("question" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "qa_types_platform_value" ON "qa_types" USING btree ("platform","lang","value");--> statement-breakpoint
CREATE INDEX "articles_title_trgm" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_body_trgm" ON "articles" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
UPDATE "article_categories" SET "lang" = 'en' WHERE "platform" = 'EU';--> statement-breakpoint
UPDATE "article_categories" SET "lang" = 'zh-TW' WHERE "platform" = '10';
