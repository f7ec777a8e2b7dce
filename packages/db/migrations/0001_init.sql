CREATE TABLE "channel_codes" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"platform" varchar(16),
	"enabled" boolean DEFAULT true NOT NULL,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_buttons" (
	"id" serial PRIMARY KEY NOT NULL,
	"popup_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"limit_type" integer NOT NULL,
	"module_type" integer DEFAULT 1 NOT NULL,
	"trigger_type" integer DEFAULT 1 NOT NULL,
	"trigger_page" text,
	"title" text,
	"title_rich_text" text,
	"main_img" text,
	"icon_img" text,
	"content" text,
	"content_rich_text" text,
	"display_style" integer DEFAULT 1 NOT NULL,
	"image_option_type" integer DEFAULT 1 NOT NULL,
	"img_jump_url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posters" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"module" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"show_position" varchar(8) DEFAULT '40' NOT NULL,
	"img" text NOT NULL,
	"link" text,
	"show_type" integer DEFAULT 1 NOT NULL,
	"title" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_award_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"channel_no" varchar(64),
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"award_type" integer NOT NULL,
	"discount_type" integer DEFAULT 0 NOT NULL,
	"award_money" numeric(12, 2) DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"award_score" integer DEFAULT 0 NOT NULL,
	"coupon_type_text" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_type" integer NOT NULL,
	"country" integer NOT NULL,
	"name" text NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"discount_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"price_unit" varchar(16) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_countries" (
	"code" integer PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"iso" varchar(4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"code" integer PRIMARY KEY NOT NULL,
	"type" varchar(32) NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trademark_classes" (
	"number" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"label_en" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"source" text NOT NULL,
	"cover" text,
	"published_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"section" varchar(16) NOT NULL,
	"parent_id" integer,
	"label" text NOT NULL,
	"value" text,
	"extra" text,
	"hover_image" text,
	"kind" text,
	"link_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"label" text NOT NULL,
	"value" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_div_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"link_url" text,
	"page_type" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"parent_id" integer,
	"type_name" text DEFAULT 'header' NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"path" text,
	"type_key" text,
	"extra" text,
	"page_type" integer,
	"deleted" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"main_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"kind" text DEFAULT 'case' NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"img" text,
	"link_url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_advantages" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"img" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"key" varchar(32) NOT NULL,
	"label" text NOT NULL,
	"label_en" text NOT NULL,
	"company_name" text NOT NULL,
	"copyright" text NOT NULL,
	"filing_no" text NOT NULL,
	"police_filing_no" text NOT NULL,
	"licence" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"seo_keywords" text NOT NULL,
	"contact" jsonb NOT NULL,
	"home_texts" jsonb NOT NULL,
	"prefixed_locales" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"compliance" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_configs" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"file_id" text NOT NULL,
	"app_id" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"category" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"company_name" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text,
	"content" text NOT NULL,
	"from_page" text,
	"channel_no" varchar(64),
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"user_id" integer,
	"source" integer DEFAULT 1 NOT NULL,
	"answers" jsonb NOT NULL,
	"channel_no" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_id" integer NOT NULL,
	"report" jsonb NOT NULL,
	"engine_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(32) NOT NULL,
	"area_code" varchar(8) DEFAULT '86' NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"channel" integer DEFAULT 0 NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"merc_no" varchar(32) NOT NULL,
	"platform" varchar(16) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"area_code" varchar(8) DEFAULT '86' NOT NULL,
	"password_hash" text,
	"nickname" text,
	"channel_no" varchar(64),
	"burying_point" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"device_id" varchar(32) NOT NULL,
	"path" text NOT NULL,
	"referrer" text,
	"channel_no" varchar(64),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "popup_buttons" ADD CONSTRAINT "popup_buttons_popup_id_popup_configs_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popup_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_awards" ADD CONSTRAINT "register_awards_package_id_register_award_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."register_award_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_service_type_service_types_code_fk" FOREIGN KEY ("service_type") REFERENCES "public"."service_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_country_service_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."service_countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_items" ADD CONSTRAINT "footer_items_block_id_footer_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."footer_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_div_pages" ADD CONSTRAINT "menu_div_pages_menu_id_menu_items_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_relations" ADD CONSTRAINT "menu_relations_menu_id_menu_items_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_reports" ADD CONSTRAINT "questionnaire_reports_answer_id_questionnaire_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."questionnaire_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popup_buttons_popup" ON "popup_buttons" USING btree ("popup_id");--> statement-breakpoint
CREATE INDEX "popup_configs_platform" ON "popup_configs" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "posters_platform" ON "posters" USING btree ("platform","module","status","show_position");--> statement-breakpoint
CREATE INDEX "register_award_packages_platform" ON "register_award_packages" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "register_awards_package" ON "register_awards" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_name" ON "products" USING btree ("service_type","country","name");--> statement-breakpoint
CREATE INDEX "products_type" ON "products" USING btree ("service_type");--> statement-breakpoint
CREATE INDEX "articles_category" ON "articles" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_platform_title" ON "articles" USING btree ("platform","title");--> statement-breakpoint
CREATE INDEX "common_items_platform" ON "common_items" USING btree ("platform","lang","section");--> statement-breakpoint
CREATE INDEX "footer_blocks_platform" ON "footer_blocks" USING btree ("platform","lang");--> statement-breakpoint
CREATE INDEX "footer_items_block" ON "footer_items" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "menu_div_pages_menu" ON "menu_div_pages" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "menu_items_platform" ON "menu_items" USING btree ("platform","lang","type_name");--> statement-breakpoint
CREATE INDEX "menu_items_parent" ON "menu_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "menu_relations_menu" ON "menu_relations" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "platform_advantages_platform" ON "platform_advantages" USING btree ("platform","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_configs_code_lang" ON "platform_configs" USING btree ("code","lang");--> statement-breakpoint
CREATE INDEX "search_services_platform" ON "search_services" USING btree ("platform","lang");--> statement-breakpoint
CREATE INDEX "search_services_name_trgm" ON "search_services" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "videos_platform_file" ON "videos" USING btree ("platform","file_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "questionnaire_answers_user" ON "questionnaire_answers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sms_codes_phone" ON "sms_codes" USING btree ("area_code","phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone" ON "users" USING btree ("area_code","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_merc_no" ON "users" USING btree ("merc_no");--> statement-breakpoint
CREATE INDEX "visitor_records_device" ON "visitor_records" USING btree ("device_id","created_at");