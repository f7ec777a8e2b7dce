-- Content changes of the promotion widgets' tables announce themselves like every content table (migration 0010):
-- agreements and activity pages by brand, activity items for every brand; remote_configs now has a brand column
-- (null = every brand, announced as '*'), so its trigger names the brand instead of always '*'.
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "agreements" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "agreements" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "activity_pages" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "activity_pages" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "activity_items" FOR EACH ROW EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "activity_items" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
DROP TRIGGER site_content_changed ON "remote_configs";
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "remote_configs" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform', 'updated_at');
