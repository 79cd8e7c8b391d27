ALTER TABLE "assessment_record_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_record_counts" DROP CONSTRAINT "assessment_record_counts_series_city_industry_category_year_bucket_status_answer_type_pk";--> statement-breakpoint
ALTER TABLE "assessment_record_counts" ADD CONSTRAINT "assessment_record_counts_series_city_industry_category_year_bucket_status_answer_type_shard_pk" PRIMARY KEY("series","city","industry_category","year","bucket","status","answer_type","shard");
--> statement-breakpoint
-- A record's counts go to the shard of the connection writing them (one of 8), so that completions on
-- other connections do not wait for its commit at the rows summed over every city and 门类 (issue 31).
CREATE OR REPLACE FUNCTION assessment_record_counts_add(r assessment_records, p_delta int) RETURNS void LANGUAGE sql AS $$
  INSERT INTO assessment_record_counts AS k (series, city, industry_category, year, bucket, status, answer_type, shard, n)
  SELECT b.series, p.city, p.industry, insight_year(r.created_at), b.bucket, r.status, r.answer_type,
    pg_backend_pid() % 8, p_delta
  FROM assessment_record_buckets(r) b,
    (VALUES (coalesce(r.city, ''), coalesce(r.industry_category, '')), (coalesce(r.city, ''), '*'),
      ('*', coalesce(r.industry_category, '')), ('*', '*')) AS p(city, industry)
  ON CONFLICT (series, city, industry_category, year, bucket, status, answer_type, shard) DO UPDATE SET n = k.n + excluded.n
$$;
