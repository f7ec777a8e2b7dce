CREATE TABLE "counted_views" (
	"kind" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"device_hash" varchar(32) NOT NULL,
	"address_hash" varchar(32) NOT NULL,
	CONSTRAINT "counted_views_kind_item_id_day_device_hash_pk" PRIMARY KEY("kind","item_id","day","device_hash")
);
--> statement-breakpoint
CREATE INDEX "counted_views_address" ON "counted_views" USING btree ("kind","item_id","day","address_hash");--> statement-breakpoint
CREATE INDEX "counted_views_day" ON "counted_views" USING btree ("day");