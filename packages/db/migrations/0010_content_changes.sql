-- Content changes announce themselves (packages/db/src/content-changes.ts): every content table notifies the
-- channel site_content with '<table>:<platform>' when a row is inserted, deleted, or changed in anything but its
-- counters, and '<table>:*' for a table without a brand column or a TRUNCATE. The notification leaves at commit;
-- identical payloads of one transaction are sent once. Arguments: the brand column ('' for none), then the columns
-- whose changes are not content (views and click counters).
CREATE OR REPLACE FUNCTION site_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand_column text := TG_ARGV[0];
  row_new jsonb;
  row_old jsonb;
  i integer;
BEGIN
  IF TG_LEVEL = 'STATEMENT' OR brand_column = '' THEN
    IF TG_LEVEL = 'ROW' AND TG_OP = 'UPDATE' THEN
      row_new := to_jsonb(NEW);
      row_old := to_jsonb(OLD);
      FOR i IN 1 .. TG_NARGS - 1 LOOP
        row_new := row_new - TG_ARGV[i];
        row_old := row_old - TG_ARGV[i];
      END LOOP;
      IF row_new = row_old THEN RETURN NULL; END IF;
    END IF;
    PERFORM pg_notify('site_content', TG_TABLE_NAME || ':*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN row_old := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN row_new := to_jsonb(NEW); END IF;
  IF TG_OP = 'UPDATE' THEN
    FOR i IN 1 .. TG_NARGS - 1 LOOP
      row_new := row_new - TG_ARGV[i];
      row_old := row_old - TG_ARGV[i];
    END LOOP;
    IF row_new = row_old THEN RETURN NULL; END IF;
  END IF;
  IF row_new IS NOT NULL THEN
    PERFORM pg_notify('site_content', TG_TABLE_NAME || ':' || coalesce(row_new ->> brand_column, '*'));
  END IF;
  IF row_old IS NOT NULL AND (row_new IS NULL OR (row_old ->> brand_column) IS DISTINCT FROM (row_new ->> brand_column)) THEN
    PERFORM pg_notify('site_content', TG_TABLE_NAME || ':' || coalesce(row_old ->> brand_column, '*'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "platform_configs" FOR EACH ROW EXECUTE FUNCTION site_content_changed('code');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "platform_configs" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "platform_advantages" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "platform_advantages" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "menu_items" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "menu_items" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "menu_div_pages" FOR EACH ROW EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "menu_div_pages" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "menu_relations" FOR EACH ROW EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "menu_relations" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "common_items" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "common_items" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "footer_blocks" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "footer_blocks" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "footer_items" FOR EACH ROW EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "footer_items" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "search_services" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "search_services" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "article_categories" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "article_categories" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "articles" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform', 'views');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "videos" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "videos" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "pages" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "partners" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "partners" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "partner_introducers" FOR EACH ROW EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "partner_introducers" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "qa_questions" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform', 'views');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "qa_questions" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "qa_types" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "qa_types" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "remote_configs" FOR EACH ROW EXECUTE FUNCTION site_content_changed('', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "remote_configs" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "service_types" FOR EACH ROW EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "service_types" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "service_countries" FOR EACH ROW EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "service_countries" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "trademark_classes" FOR EACH ROW EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "trademark_classes" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "popup_configs" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform', 'view_count', 'click_count');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "popup_configs" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "popup_buttons" FOR EACH ROW EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "popup_buttons" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "posters" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform', 'view_count', 'click_count');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "posters" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "register_award_packages" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "register_award_packages" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "register_awards" FOR EACH ROW EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "register_awards" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
--> statement-breakpoint
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE ON "channel_codes" FOR EACH ROW EXECUTE FUNCTION site_content_changed('platform');
--> statement-breakpoint
CREATE TRIGGER site_content_truncated AFTER TRUNCATE ON "channel_codes" FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed('');
