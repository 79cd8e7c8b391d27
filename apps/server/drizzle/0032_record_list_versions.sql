CREATE TABLE "assessment_record_list_versions" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "assessment_record_list_versions" ("shard") SELECT generate_series(0, 7);
--> statement-breakpoint
-- Raised in the same transaction as any change to what the operators' list of records shows or finds by
-- a keyword (a reader's snapshot sees the change and the raise together); in the writing connection's
-- shard, so completions on other connections do not wait for one another's commit here.
CREATE FUNCTION assessment_record_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assessment_record_list_versions SET version = version + 1 WHERE shard = pg_backend_pid() % 8;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assessment_record_list_added AFTER INSERT OR DELETE OR TRUNCATE ON assessment_records
  FOR EACH STATEMENT EXECUTE FUNCTION assessment_record_list_changed();
--> statement-breakpoint
CREATE TRIGGER assessment_record_list_moved
  AFTER UPDATE OF company_id, created_at, completed_at, total_score, status, answer_type, city, industry_category,
    assessment_level
  ON assessment_records FOR EACH ROW WHEN (OLD.company_id <> NEW.company_id OR OLD.created_at <> NEW.created_at
    OR OLD.status <> NEW.status OR OLD.completed_at IS DISTINCT FROM NEW.completed_at
    OR OLD.total_score IS DISTINCT FROM NEW.total_score OR OLD.answer_type <> NEW.answer_type
    OR OLD.city IS DISTINCT FROM NEW.city OR OLD.industry_category IS DISTINCT FROM NEW.industry_category
    OR OLD.assessment_level IS DISTINCT FROM NEW.assessment_level)
  EXECUTE FUNCTION assessment_record_list_changed();
--> statement-breakpoint
-- A keyword finds records by their company's name or credit code.
CREATE TRIGGER assessment_record_list_renamed AFTER UPDATE OF company_name, social_credit_code ON companies
  FOR EACH ROW WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name
    OR OLD.social_credit_code IS DISTINCT FROM NEW.social_credit_code)
  EXECUTE FUNCTION assessment_record_list_changed();
