-- Names of the shared catalogue (products, service types, service countries) in the content languages other than
-- simplified Chinese, by language: XM (zh-TW) shows its price tables in traditional Chinese.
ALTER TABLE "products" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_countries" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_types" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;