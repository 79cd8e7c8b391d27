CREATE TABLE "assessment_record_counts" (
	"series" text NOT NULL,
	"city" text NOT NULL,
	"industry_category" text NOT NULL,
	"year" integer NOT NULL,
	"bucket" integer NOT NULL,
	"status" text NOT NULL,
	"answer_type" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "assessment_record_counts_series_city_industry_category_year_bucket_status_answer_type_pk" PRIMARY KEY("series","city","industry_category","year","bucket","status","answer_type")
);
--> statement-breakpoint
ALTER TABLE "assessment_records" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "assessment_records" ADD COLUMN "industry_category" text;
--> statement-breakpoint
-- The operators' list of assessment records (docs/performance.md, Province scale): every record carries
-- its company's city and 门类, copied here before the triggers that keep them exist.
UPDATE "assessment_records" r SET "city" = c."city", "industry_category" = c."industry_category"
  FROM "companies" c WHERE c."id" = r."company_id";
--> statement-breakpoint
-- Each order the list offers has an index holding the filters' columns: a page's ids are found, filtered
-- and skipped in the index alone. Nullable keys come last in both directions, so each has an index per
-- direction (read backwards for a page past the middle).
CREATE INDEX "assessment_records_list_created_idx" ON "assessment_records" ("created_at", "id")
  INCLUDE ("status", "answer_type", "city", "industry_category", "assessment_level");
--> statement-breakpoint
CREATE INDEX "assessment_records_list_completed_desc_idx" ON "assessment_records" ("completed_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("created_at", "status", "answer_type", "city", "industry_category", "assessment_level");
--> statement-breakpoint
CREATE INDEX "assessment_records_list_completed_asc_idx" ON "assessment_records" ("completed_at" ASC NULLS LAST, "id" ASC)
  INCLUDE ("created_at", "status", "answer_type", "city", "industry_category", "assessment_level");
--> statement-breakpoint
CREATE INDEX "assessment_records_list_score_desc_idx" ON "assessment_records" ("total_score" DESC NULLS LAST, "id" DESC)
  INCLUDE ("created_at", "status", "answer_type", "city", "industry_category", "assessment_level");
--> statement-breakpoint
CREATE INDEX "assessment_records_list_score_asc_idx" ON "assessment_records" ("total_score" ASC NULLS LAST, "id" ASC)
  INCLUDE ("created_at", "status", "answer_type", "city", "industry_category", "assessment_level");
--> statement-breakpoint
-- The completed records of one level (the level filter), newest first or last.
CREATE INDEX "assessment_records_list_level_idx" ON "assessment_records" ("assessment_level", "created_at", "id")
  INCLUDE ("answer_type", "city", "industry_category") WHERE "status" = '1';
--> statement-breakpoint
-- A record takes its company's city and 门类 whenever it is written; a company that moves moves its records.
CREATE FUNCTION assessment_record_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.city, c.industry_category INTO NEW.city, NEW.industry_category FROM companies c WHERE c.id = NEW.company_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER assessment_record_place BEFORE INSERT OR UPDATE OF company_id, city, industry_category
  ON assessment_records FOR EACH ROW EXECUTE FUNCTION assessment_record_place();
--> statement-breakpoint
CREATE FUNCTION assessment_records_follow_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assessment_records SET city = NEW.city, industry_category = NEW.industry_category WHERE company_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assessment_records_follow_company AFTER UPDATE OF city, industry_category ON companies FOR EACH ROW
  WHEN (OLD.city IS DISTINCT FROM NEW.city OR OLD.industry_category IS DISTINCT FROM NEW.industry_category)
  EXECUTE FUNCTION assessment_records_follow_company();
--> statement-breakpoint
-- The list's kept counts, in the same transaction as the records they count: per order, the bucket of the
-- record's key (-1 for none), under its city and 门类 and summed over every city, every 门类 and both ('*').
CREATE FUNCTION assessment_record_buckets(r assessment_records) RETURNS TABLE (series text, bucket int)
LANGUAGE sql IMMUTABLE AS $$
  VALUES ('createTime', insight_year(r.created_at) * 100 + insight_month(r.created_at)),
    ('completedAt', coalesce(insight_year(r.completed_at) * 100 + insight_month(r.completed_at), -1)),
    ('totalScore', coalesce(floor(r.total_score)::int, -1))
$$;
--> statement-breakpoint
CREATE FUNCTION assessment_record_counts_add(r assessment_records, p_delta int) RETURNS void LANGUAGE sql AS $$
  INSERT INTO assessment_record_counts AS k (series, city, industry_category, year, bucket, status, answer_type, n)
  SELECT b.series, p.city, p.industry, insight_year(r.created_at), b.bucket, r.status, r.answer_type, p_delta
  FROM assessment_record_buckets(r) b,
    (VALUES (coalesce(r.city, ''), coalesce(r.industry_category, '')), (coalesce(r.city, ''), '*'),
      ('*', coalesce(r.industry_category, '')), ('*', '*')) AS p(city, industry)
  ON CONFLICT (series, city, industry_category, year, bucket, status, answer_type) DO UPDATE SET n = k.n + excluded.n
$$;
--> statement-breakpoint
CREATE FUNCTION assessment_record_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM assessment_record_counts_add(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM assessment_record_counts_add(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assessment_record_counts_added AFTER INSERT OR DELETE ON assessment_records FOR EACH ROW
  EXECUTE FUNCTION assessment_record_counts_changed();
--> statement-breakpoint
CREATE TRIGGER assessment_record_counts_moved
  AFTER UPDATE OF created_at, completed_at, total_score, status, answer_type, city, industry_category
  ON assessment_records FOR EACH ROW WHEN (OLD.created_at <> NEW.created_at OR OLD.status <> NEW.status
    OR OLD.completed_at IS DISTINCT FROM NEW.completed_at OR OLD.total_score IS DISTINCT FROM NEW.total_score
    OR OLD.answer_type <> NEW.answer_type OR OLD.city IS DISTINCT FROM NEW.city
    OR OLD.industry_category IS DISTINCT FROM NEW.industry_category)
  EXECUTE FUNCTION assessment_record_counts_changed();
--> statement-breakpoint
-- The counts afresh from the records: here, and after a bulk load made with the triggers off (the scale
-- bench's seed, which writes each record's city and 门类 itself).
CREATE FUNCTION assessment_record_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM assessment_record_counts;
  INSERT INTO assessment_record_counts (series, city, industry_category, year, bucket, status, answer_type, n)
  SELECT series, coalesce(city, '*'), coalesce(industry, '*'), year, bucket, status, answer_type, count(*)
  FROM (SELECT b.series, b.bucket, coalesce(r.city, '') AS city, coalesce(r.industry_category, '') AS industry,
      insight_year(r.created_at) AS year, r.status, r.answer_type
    FROM assessment_records r, assessment_record_buckets(r) b) r
  GROUP BY GROUPING SETS ((series, city, industry, year, bucket, status, answer_type),
    (series, city, year, bucket, status, answer_type), (series, industry, year, bucket, status, answer_type),
    (series, year, bucket, status, answer_type));
$$;
--> statement-breakpoint
SELECT assessment_record_counts_rebuild();
