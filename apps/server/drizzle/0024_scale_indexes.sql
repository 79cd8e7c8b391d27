CREATE TABLE "insight_counts" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"city" text NOT NULL,
	"industry_category" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "insight_counts_year_series_month_city_industry_category_pk" PRIMARY KEY("year","series","month","city","industry_category")
);
--> statement-breakpoint
CREATE TABLE "insight_indicator_sums" (
	"year" integer NOT NULL,
	"city" text NOT NULL,
	"industry_category" text NOT NULL,
	"sums" numeric[] NOT NULL,
	"counts" integer[] NOT NULL,
	CONSTRAINT "insight_indicator_sums_year_city_industry_category_pk" PRIMARY KEY("year","city","industry_category")
);
--> statement-breakpoint
CREATE TABLE "insight_latest_records" (
	"year" integer NOT NULL,
	"company_id" bigint NOT NULL,
	"record_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"total_score" double precision,
	"indicator_scores" double precision[],
	"city" text,
	"industry_category" text,
	"employee" text,
	"certified" boolean NOT NULL,
	CONSTRAINT "insight_latest_records_year_company_id_pk" PRIMARY KEY("year","company_id")
);
--> statement-breakpoint
CREATE TABLE "insight_score_sums" (
	"year" integer NOT NULL,
	"city" text NOT NULL,
	"industry_category" text NOT NULL,
	"employee" text NOT NULL,
	"level" integer NOT NULL,
	"companies" integer NOT NULL,
	"scored" integer NOT NULL,
	"total" numeric NOT NULL,
	CONSTRAINT "insight_score_sums_year_city_industry_category_employee_level_pk" PRIMARY KEY("year","city","industry_category","employee","level")
);
--> statement-breakpoint
DROP INDEX "certification_requests_queue_idx";--> statement-breakpoint
DROP INDEX "companies_created_idx";--> statement-breakpoint
ALTER TABLE "certification_requests" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (content_grams(coalesce(payload ->> 'companyName', '') || ' ' || coalesce(credit_code, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (content_grams(company_name || ' ' || social_credit_code)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_grams" text[] GENERATED ALWAYS AS (content_grams(username)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "insight_latest_records" ADD CONSTRAINT "insight_latest_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_latest_records" ADD CONSTRAINT "insight_latest_records_record_id_assessment_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."assessment_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_latest_records_record_idx" ON "insight_latest_records" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "audit_log_chain_order_idx" ON "audit_log" USING btree ("chain_seq","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_chain_idx" ON "audit_log" USING btree ("action","chain_seq","id");--> statement-breakpoint
CREATE INDEX "audit_log_result_chain_idx" ON "audit_log" USING btree ("result","chain_seq","id");--> statement-breakpoint
CREATE INDEX "certification_requests_queue_all_idx" ON "certification_requests" USING btree (("status" = 2),"submitted_at","id","status");--> statement-breakpoint
CREATE INDEX "certification_requests_search_grams_idx" ON "certification_requests" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("company_name","id");--> statement-breakpoint
CREATE INDEX "companies_status_created_idx" ON "companies" USING btree ("certification_status","created_at","id");--> statement-breakpoint
CREATE INDEX "companies_status_name_idx" ON "companies" USING btree ("certification_status","company_name","id");--> statement-breakpoint
CREATE INDEX "companies_search_grams_idx" ON "companies" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "users_username_grams_idx" ON "users" USING gin ("username_grams");--> statement-breakpoint
CREATE INDEX "certification_requests_queue_idx" ON "certification_requests" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
-- The queue over every status, oldest first: under review first, then by submission, ids descending (drizzle sorts no expression).
CREATE INDEX "certification_requests_queue_all_asc_idx" ON "certification_requests" USING btree (("status" = 2) DESC,"submitted_at","id" DESC,"status");
--> statement-breakpoint
-- The province dashboard's counts and latest records (docs/insight.md), kept in the same transaction as
-- the rows they count. Months and years are China time (UTC+8); a count sits under the counted company's
-- city and 门类 as they are now, so a company that moves takes its counts along.
CREATE FUNCTION insight_add(p_series text, p_year int, p_month int, p_city text, p_industry text, p_delta int) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO insight_counts AS c (series, year, month, city, industry_category, n)
  VALUES (p_series, p_year, p_month, coalesce(p_city, ''), coalesce(p_industry, ''), p_delta)
  ON CONFLICT (year, series, month, city, industry_category) DO UPDATE SET n = c.n + excluded.n
$$;
--> statement-breakpoint
CREATE FUNCTION insight_year(p_at timestamptz) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT extract(year FROM (p_at AT TIME ZONE 'UTC') + interval '8 hours')::int
$$;
--> statement-breakpoint
CREATE FUNCTION insight_month(p_at timestamptz) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT extract(month FROM (p_at AT TIME ZONE 'UTC') + interval '8 hours')::int
$$;
--> statement-breakpoint
-- One row's count under its company as it is now; nothing when the company is being deleted (its
-- BEFORE DELETE trigger took all of its counts away) or the row has no date.
CREATE FUNCTION insight_count(p_series text, p_at timestamptz, p_company bigint, p_delta int) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_city text := '';
  v_industry text := '';
BEGIN
  IF p_at IS NULL THEN RETURN; END IF;
  IF p_company IS NOT NULL THEN
    SELECT city, industry_category INTO v_city, v_industry FROM companies WHERE id = p_company;
    IF NOT FOUND THEN RETURN; END IF;
  END IF;
  PERFORM insight_add(p_series, insight_year(p_at), insight_month(p_at), v_city, v_industry, p_delta);
END $$;
--> statement-breakpoint
-- The company's latest self-assessment completed in the year, afresh.
CREATE FUNCTION insight_refresh_latest(p_company bigint, p_year int) RETURNS void LANGUAGE sql AS $$
  DELETE FROM insight_latest_records WHERE year = p_year AND company_id = p_company;
  INSERT INTO insight_latest_records (year, company_id, record_id, level, total_score, indicator_scores,
    city, industry_category, employee, certified)
  SELECT p_year, r.company_id, r.id, r.assessment_level, r.total_score, r.indicator_scores,
    c.city, c.industry_category, c.employee, c.certification_status = 1
  FROM assessment_records r JOIN companies c ON c.id = r.company_id
  WHERE r.company_id = p_company AND r.status = '1' AND r.answer_type IN ('0', '2')
    AND r.completed_at >= (p_year || '-01-01T00:00:00+08:00')::timestamptz
    AND r.completed_at < ((p_year + 1) || '-01-01T00:00:00+08:00')::timestamptz
  ORDER BY r.completed_at DESC, r.id DESC LIMIT 1;
$$;
--> statement-breakpoint
CREATE FUNCTION insight_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT OLD.is_operator THEN PERFORM insight_count('users', OLD.created_at, OLD.company_id, -1); END IF;
  IF TG_OP <> 'DELETE' AND NOT NEW.is_operator THEN PERFORM insight_count('users', NEW.created_at, NEW.company_id, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_users_added AFTER INSERT OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION insight_users_changed();
--> statement-breakpoint
CREATE TRIGGER insight_users_moved AFTER UPDATE OF company_id, is_operator, created_at ON users FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.is_operator <> NEW.is_operator OR OLD.created_at <> NEW.created_at)
  EXECUTE FUNCTION insight_users_changed();
--> statement-breakpoint
CREATE FUNCTION insight_certification_series(p_type text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_type WHEN '企业' THEN 'certifiedEnterprises' ELSE 'certifiedProviders' END
$$;
--> statement-breakpoint
CREATE FUNCTION insight_certifications_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 1 AND OLD.company_id IS NOT NULL THEN
    PERFORM insight_count(insight_certification_series(OLD.certify_type), OLD.decided_at, OLD.company_id, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 1 AND NEW.company_id IS NOT NULL THEN
    PERFORM insight_count(insight_certification_series(NEW.certify_type), NEW.decided_at, NEW.company_id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_certifications_added AFTER INSERT OR DELETE ON certification_requests FOR EACH ROW
  EXECUTE FUNCTION insight_certifications_changed();
--> statement-breakpoint
CREATE TRIGGER insight_certifications_moved AFTER UPDATE OF status, decided_at, company_id, certify_type ON certification_requests
  FOR EACH ROW WHEN (OLD.status <> NEW.status OR OLD.decided_at IS DISTINCT FROM NEW.decided_at
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.certify_type <> NEW.certify_type)
  EXECUTE FUNCTION insight_certifications_changed();
--> statement-breakpoint
CREATE FUNCTION insight_records_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.answer_type IN ('0', '2') THEN
    PERFORM insight_count('assessmentsStarted', OLD.created_at, OLD.company_id, -1);
    IF OLD.status = '1' THEN
      PERFORM insight_count('assessmentsCompleted', OLD.completed_at, OLD.company_id, -1);
      PERFORM insight_refresh_latest(OLD.company_id, insight_year(OLD.completed_at));
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.answer_type IN ('0', '2') THEN
    PERFORM insight_count('assessmentsStarted', NEW.created_at, NEW.company_id, 1);
    IF NEW.status = '1' THEN
      PERFORM insight_count('assessmentsCompleted', NEW.completed_at, NEW.company_id, 1);
      PERFORM insight_refresh_latest(NEW.company_id, insight_year(NEW.completed_at));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_records_added AFTER INSERT OR DELETE ON assessment_records FOR EACH ROW
  EXECUTE FUNCTION insight_records_changed();
--> statement-breakpoint
CREATE TRIGGER insight_records_moved AFTER UPDATE OF company_id, answer_type, status, created_at, completed_at, result
  ON assessment_records FOR EACH ROW WHEN (OLD.company_id <> NEW.company_id OR OLD.answer_type <> NEW.answer_type
    OR OLD.status <> NEW.status OR OLD.created_at <> NEW.created_at OR OLD.completed_at IS DISTINCT FROM NEW.completed_at
    OR OLD.result IS DISTINCT FROM NEW.result)
  EXECUTE FUNCTION insight_records_changed();
--> statement-breakpoint
-- Every count a company's own rows make (its users, approved requests and records), by series and date.
CREATE FUNCTION insight_company_rows(p_company bigint) RETURNS TABLE (series text, at timestamptz) LANGUAGE sql STABLE AS $$
  SELECT 'users', u.created_at FROM users u WHERE u.company_id = p_company AND NOT u.is_operator
  UNION ALL SELECT insight_certification_series(r.certify_type), r.decided_at FROM certification_requests r
    WHERE r.company_id = p_company AND r.status = 1 AND r.decided_at IS NOT NULL
  UNION ALL SELECT 'assessmentsStarted', a.created_at FROM assessment_records a
    WHERE a.company_id = p_company AND a.answer_type IN ('0', '2')
  UNION ALL SELECT 'assessmentsCompleted', a.completed_at FROM assessment_records a
    WHERE a.company_id = p_company AND a.answer_type IN ('0', '2') AND a.status = '1' AND a.completed_at IS NOT NULL
$$;
--> statement-breakpoint
-- The company row's own counts: when it was made, and whether it is certified now.
CREATE FUNCTION insight_company_own(c companies, p_delta int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_add('companies', insight_year(c.created_at), insight_month(c.created_at), c.city, c.industry_category, p_delta);
  IF c.certification_status = 1 THEN PERFORM insight_add('enterprisesNow', 0, 0, c.city, c.industry_category, p_delta); END IF;
  IF c.provider_status = 1 THEN PERFORM insight_add('providersNow', 0, 0, c.city, c.industry_category, p_delta); END IF;
END $$;
--> statement-breakpoint
-- Adds (p_sign 1) or takes away (-1) the counts of a company's rows under a city and 门类.
CREATE FUNCTION insight_company_rows_count(p_company bigint, p_city text, p_industry text, p_sign int) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_add(x.series, x.year, x.month, p_city, p_industry, p_sign * x.n)
  FROM (SELECT series, insight_year(at) AS year, insight_month(at) AS month, count(*)::int AS n
        FROM insight_company_rows(p_company) GROUP BY 1, 2, 3) x;
END $$;
--> statement-breakpoint
CREATE FUNCTION insight_companies_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM insight_company_own(NEW, 1);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- Before the delete: its rows still exist, and their own triggers find no company afterwards.
    PERFORM insight_company_own(OLD, -1);
    PERFORM insight_company_rows_count(OLD.id, OLD.city, OLD.industry_category, -1);
    RETURN OLD;
  END IF;
  PERFORM insight_company_own(OLD, -1);
  PERFORM insight_company_own(NEW, 1);
  UPDATE insight_latest_records SET city = NEW.city, industry_category = NEW.industry_category,
    employee = NEW.employee, certified = NEW.certification_status = 1
  WHERE company_id = NEW.id;
  IF OLD.city IS DISTINCT FROM NEW.city OR OLD.industry_category IS DISTINCT FROM NEW.industry_category THEN
    PERFORM insight_company_rows_count(NEW.id, OLD.city, OLD.industry_category, -1);
    PERFORM insight_company_rows_count(NEW.id, NEW.city, NEW.industry_category, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_companies_added AFTER INSERT ON companies FOR EACH ROW EXECUTE FUNCTION insight_companies_changed();
--> statement-breakpoint
CREATE TRIGGER insight_companies_deleted BEFORE DELETE ON companies FOR EACH ROW EXECUTE FUNCTION insight_companies_changed();
--> statement-breakpoint
CREATE TRIGGER insight_companies_moved AFTER UPDATE OF city, industry_category, employee, created_at, certification_status, provider_status
  ON companies FOR EACH ROW WHEN (OLD.city IS DISTINCT FROM NEW.city OR OLD.industry_category IS DISTINCT FROM NEW.industry_category
    OR OLD.employee IS DISTINCT FROM NEW.employee
    OR OLD.created_at <> NEW.created_at OR OLD.certification_status <> NEW.certification_status OR OLD.provider_status <> NEW.provider_status)
  EXECUTE FUNCTION insight_companies_changed();
--> statement-breakpoint
-- Adds (p_sign 1) or takes away (-1) one latest record's indicator scores under its year, city and 门类.
CREATE FUNCTION insight_indicators_add(p_year int, p_city text, p_industry text, p_scores float8[], p_sign int)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO insight_indicator_sums AS s (year, city, industry_category, sums, counts)
  SELECT p_year, coalesce(p_city, ''), coalesce(p_industry, ''),
    array_agg(coalesce(x.score::numeric, 0) * p_sign ORDER BY x.i),
    array_agg(CASE WHEN x.score IS NULL THEN 0 ELSE p_sign END ORDER BY x.i)
  FROM unnest(p_scores) WITH ORDINALITY AS x(score, i)
  HAVING count(*) > 0
  ON CONFLICT (year, city, industry_category) DO UPDATE SET
    sums = (SELECT array_agg(coalesce(a.v, 0) + coalesce(b.v, 0) ORDER BY coalesce(a.i, b.i))
      FROM unnest(s.sums) WITH ORDINALITY AS a(v, i) FULL JOIN unnest(excluded.sums) WITH ORDINALITY AS b(v, i) ON a.i = b.i),
    counts = (SELECT array_agg(coalesce(a.v, 0) + coalesce(b.v, 0) ORDER BY coalesce(a.i, b.i))
      FROM unnest(s.counts) WITH ORDINALITY AS a(v, i) FULL JOIN unnest(excluded.counts) WITH ORDINALITY AS b(v, i) ON a.i = b.i)
$$;
--> statement-breakpoint
-- Adds (p_sign 1) or takes away (-1) one latest record's count and score under its place, size and level.
CREATE FUNCTION insight_scores_add(p_year int, p_city text, p_industry text, p_employee text, p_level int, p_score float8, p_sign int)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO insight_score_sums AS s (year, city, industry_category, employee, level, companies, scored, total)
  VALUES (p_year, coalesce(p_city, ''), coalesce(p_industry, ''), coalesce(p_employee, ''), p_level, p_sign,
    CASE WHEN p_score IS NULL THEN 0 ELSE p_sign END, coalesce(p_score::numeric, 0) * p_sign)
  ON CONFLICT (year, city, industry_category, employee, level) DO UPDATE SET
    companies = s.companies + excluded.companies, scored = s.scored + excluded.scored, total = s.total + excluded.total
$$;
--> statement-breakpoint
-- A certified company's latest record counts in the score and indicator sums; insight_rebuild makes them
-- afresh itself.
CREATE FUNCTION insight_latest_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('insight.rebuilding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD.certified THEN
    PERFORM insight_indicators_add(OLD.year, OLD.city, OLD.industry_category, OLD.indicator_scores, -1);
    PERFORM insight_scores_add(OLD.year, OLD.city, OLD.industry_category, OLD.employee, OLD.level, OLD.total_score, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.certified THEN
    PERFORM insight_indicators_add(NEW.year, NEW.city, NEW.industry_category, NEW.indicator_scores, 1);
    PERFORM insight_scores_add(NEW.year, NEW.city, NEW.industry_category, NEW.employee, NEW.level, NEW.total_score, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_latest_changed AFTER INSERT OR DELETE OR UPDATE ON insight_latest_records FOR EACH ROW
  EXECUTE FUNCTION insight_latest_changed();
--> statement-breakpoint
-- The counts and latest records afresh from the rows: for the rows already there, and for a bulk load
-- made with the triggers off (the scale bench's seed).
CREATE FUNCTION insight_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
PERFORM set_config('insight.rebuilding', 'on', true);
DELETE FROM insight_counts;
DELETE FROM insight_latest_records;
INSERT INTO insight_counts (series, year, month, city, industry_category, n)
SELECT series, insight_year(at), insight_month(at), coalesce(city, ''), coalesce(industry, ''), count(*)
FROM (
  SELECT 'users' AS series, u.created_at AS at, c.city, c.industry_category AS industry
    FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE NOT u.is_operator
  UNION ALL SELECT 'companies', c.created_at, c.city, c.industry_category FROM companies c
  UNION ALL SELECT insight_certification_series(r.certify_type), r.decided_at, c.city, c.industry_category
    FROM certification_requests r JOIN companies c ON c.id = r.company_id WHERE r.status = 1 AND r.decided_at IS NOT NULL
  UNION ALL SELECT 'assessmentsStarted', a.created_at, c.city, c.industry_category
    FROM assessment_records a JOIN companies c ON c.id = a.company_id WHERE a.answer_type IN ('0', '2')
  UNION ALL SELECT 'assessmentsCompleted', a.completed_at, c.city, c.industry_category
    FROM assessment_records a JOIN companies c ON c.id = a.company_id
    WHERE a.answer_type IN ('0', '2') AND a.status = '1' AND a.completed_at IS NOT NULL
) x
GROUP BY 1, 2, 3, 4, 5
UNION ALL
SELECT 'enterprisesNow', 0, 0, coalesce(city, ''), coalesce(industry_category, ''), count(*) FROM companies WHERE certification_status = 1 GROUP BY 4, 5
UNION ALL
SELECT 'providersNow', 0, 0, coalesce(city, ''), coalesce(industry_category, ''), count(*) FROM companies WHERE provider_status = 1 GROUP BY 4, 5;
INSERT INTO insight_latest_records (year, company_id, record_id, level, total_score, indicator_scores,
  city, industry_category, employee, certified)
SELECT DISTINCT ON (insight_year(r.completed_at), r.company_id)
  insight_year(r.completed_at), r.company_id, r.id, r.assessment_level, r.total_score, r.indicator_scores,
  c.city, c.industry_category, c.employee, c.certification_status = 1
FROM assessment_records r JOIN companies c ON c.id = r.company_id
WHERE r.status = '1' AND r.answer_type IN ('0', '2') AND r.completed_at IS NOT NULL
ORDER BY insight_year(r.completed_at), r.company_id, r.completed_at DESC, r.id DESC;
DELETE FROM insight_indicator_sums;
INSERT INTO insight_indicator_sums (year, city, industry_category, sums, counts)
SELECT year, city, industry_category, array_agg(total ORDER BY i), array_agg(n ORDER BY i)
FROM (
  SELECT l.year, coalesce(l.city, '') AS city, coalesce(l.industry_category, '') AS industry_category, x.i,
    coalesce(sum(x.score::numeric), 0) AS total, count(x.score)::int AS n
  FROM insight_latest_records l, unnest(l.indicator_scores) WITH ORDINALITY AS x(score, i)
  WHERE l.certified
  GROUP BY 1, 2, 3, 4
) p
GROUP BY 1, 2, 3;
DELETE FROM insight_score_sums;
INSERT INTO insight_score_sums (year, city, industry_category, employee, level, companies, scored, total)
SELECT l.year, coalesce(l.city, ''), coalesce(l.industry_category, ''), coalesce(l.employee, ''), l.level,
  count(*), count(l.total_score), coalesce(sum(l.total_score::numeric), 0)
FROM insight_latest_records l WHERE l.certified GROUP BY 1, 2, 3, 4, 5;
PERFORM set_config('insight.rebuilding', 'off', true);
END $$;
--> statement-breakpoint
SELECT insight_rebuild();
--> statement-breakpoint
-- The chain's last row by its index: ORDER BY chain_seq DESC NULLS LAST could not use the ascending
-- index and read the whole log for every insert (a second per audited write at 200,000 rows, issue 31).
CREATE OR REPLACE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last audit_log;
BEGIN
  PERFORM pg_advisory_xact_lock(7317019);
  SELECT * INTO last FROM audit_log WHERE chain_seq IS NOT NULL ORDER BY chain_seq DESC LIMIT 1;
  NEW.chain_seq := coalesce(last.chain_seq, 0) + 1;
  NEW.prev_hash := coalesce(last.hash, '');
  NEW.hash := audit_log_row_hash(NEW, NEW.prev_hash);
  RETURN NEW;
END $$;
