CREATE TABLE "visit_day_pages" (
	"day" date NOT NULL,
	"platform" varchar(16) NOT NULL,
	"channel" varchar(64) NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "visit_day_pages_day_platform_channel_path_referrer_host_pk" PRIMARY KEY("day","platform","channel","path","referrer_host")
);
--> statement-breakpoint
CREATE TABLE "visit_days" (
	"day" date NOT NULL,
	"platform" varchar(16) NOT NULL,
	"channel" varchar(64) NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "visit_days_day_platform_channel_pk" PRIMARY KEY("day","platform","channel")
);
--> statement-breakpoint
CREATE INDEX "visit_day_pages_referrer" ON "visit_day_pages" USING btree ("day","referrer_host") WHERE "visit_day_pages"."referrer_host" <> '';--> statement-breakpoint
CREATE INDEX "artificial_requests_created" ON "artificial_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trademark_search_records_searched" ON "trademark_search_records" USING btree ("searched_at");--> statement-breakpoint
CREATE INDEX "questionnaire_reports_created" ON "questionnaire_reports" USING btree ("created_at") WHERE "questionnaire_reports"."refined_from" is null;--> statement-breakpoint
CREATE INDEX "users_created" ON "users" USING btree ("created_at");--> statement-breakpoint
-- Hand-written (issue 25, the funnel): visit_days and visit_day_pages follow visitor_records through statement-level
-- triggers (one aggregate upsert per statement, so a bulk insert costs one pass), and are filled from the visits
-- already stored. Re-applying this part is safe: CREATE OR REPLACE, DROP TRIGGER IF EXISTS, and the backfill runs
-- only into empty tables.
CREATE OR REPLACE FUNCTION "visit_referrer_host"(referrer text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(lower(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)')), '')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "visit_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- db:restore loads the saved counts themselves (packages/db/src/backup.ts sets site.restoring).
  IF current_setting('site.restoring', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO visit_days AS d (day, platform, channel, views)
    SELECT (n.created_at AT TIME ZONE 'Asia/Shanghai')::date, n.platform, coalesce(n.channel_no, ''), count(*)
    FROM inserted n GROUP BY 1, 2, 3
    ON CONFLICT (day, platform, channel) DO UPDATE SET views = d.views + excluded.views;
  INSERT INTO visit_day_pages AS p (day, platform, channel, path, referrer_host, views)
    SELECT (n.created_at AT TIME ZONE 'Asia/Shanghai')::date, n.platform, coalesce(n.channel_no, ''), n.path,
      visit_referrer_host(n.referrer), count(*)
    FROM inserted n GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (day, platform, channel, path, referrer_host) DO UPDATE SET views = p.views + excluded.views;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "visit_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('site.restoring', true) = 'on' THEN RETURN NULL; END IF;
  UPDATE visit_days d SET views = d.views - o.n
    FROM (SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date AS day, platform, coalesce(channel_no, '') AS channel,
            count(*) AS n FROM removed GROUP BY 1, 2, 3) o
    WHERE d.day = o.day AND d.platform = o.platform AND d.channel = o.channel;
  UPDATE visit_day_pages p SET views = p.views - o.n
    FROM (SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date AS day, platform, coalesce(channel_no, '') AS channel,
            path, visit_referrer_host(referrer) AS referrer_host, count(*) AS n FROM removed GROUP BY 1, 2, 3, 4, 5) o
    WHERE p.day = o.day AND p.platform = o.platform AND p.channel = o.channel AND p.path = o.path
      AND p.referrer_host = o.referrer_host;
  DELETE FROM visit_days WHERE views <= 0;
  DELETE FROM visit_day_pages WHERE views <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "visit_counts_insert" ON "visitor_records";--> statement-breakpoint
CREATE TRIGGER "visit_counts_insert" AFTER INSERT ON "visitor_records" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "visit_counts_add"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "visit_counts_delete" ON "visitor_records";--> statement-breakpoint
CREATE TRIGGER "visit_counts_delete" AFTER DELETE ON "visitor_records" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "visit_counts_remove"();--> statement-breakpoint
INSERT INTO visit_days (day, platform, channel, views)
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, platform, coalesce(channel_no, ''), count(*)
  FROM visitor_records WHERE NOT EXISTS (SELECT 1 FROM visit_days) GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO visit_day_pages (day, platform, channel, path, referrer_host, views)
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, platform, coalesce(channel_no, ''), path,
    visit_referrer_host(referrer), count(*)
  FROM visitor_records WHERE NOT EXISTS (SELECT 1 FROM visit_day_pages) GROUP BY 1, 2, 3, 4, 5;
