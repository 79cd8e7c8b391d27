ALTER TABLE "assessment_bank_versions" ADD COLUMN "seed_key" text;--> statement-breakpoint
ALTER TABLE "assessment_records" ADD COLUMN "industry_group" text;--> statement-breakpoint
ALTER TABLE "assessment_benchmark_entries" ADD COLUMN "area_a5" double precision;--> statement-breakpoint
ALTER TABLE "assessment_bank_versions" ADD CONSTRAINT "assessment_bank_versions_seed_key_unique" UNIQUE("seed_key");--> statement-breakpoint
ALTER TABLE "assessment_records" ADD CONSTRAINT "assessment_records_industry_group_check" CHECK ("assessment_records"."industry_group" in ('energyIntensive', 'otherIndustry', 'services'));--> statement-breakpoint
-- The original bank is the platform's own version 1 (issue 29: version 2 is published beside it once).
UPDATE "assessment_bank_versions" SET "seed_key" = 'platform-1' WHERE "version" = 1 AND "copied_from" IS NULL;--> statement-breakpoint
-- indicator_scores now covers T01…T42 (数字化经营 and the services' 成效 indicators). A stored generated
-- column is computed on write, so it is dropped and added again to recompute every row.
ALTER TABLE "assessment_records" DROP COLUMN "indicator_scores";--> statement-breakpoint
CREATE OR REPLACE FUNCTION indicator_scores(result jsonb) RETURNS double precision[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN result IS NULL THEN NULL ELSE array(
    SELECT (SELECT (e ->> 'score')::double precision FROM jsonb_array_elements(result -> 'level3') AS e
            WHERE e ->> 'id' = 'T' || lpad(n::text, 2, '0') LIMIT 1)
    FROM generate_series(1, 42) AS n ORDER BY n) END
$$;--> statement-breakpoint
ALTER TABLE "assessment_records" ADD COLUMN "indicator_scores" double precision[] GENERATED ALWAYS AS (indicator_scores(result)) STORED;--> statement-breakpoint
-- The scenarios (应用场景) of 数字化经营 and of the services' 成效 indicators, after the existing ones, for a
-- deployment whose operators already keep this dictionary (a fresh one gets them from the seed).
INSERT INTO "dictionary_items" ("code", "label", "value", "sort_order")
SELECT 'company.service.category', v.label, v.label, (
  SELECT max("sort_order") FROM "dictionary_items" WHERE "code" = 'company.service.category'
) + v.offset_by
FROM (VALUES ('业务运营', 1), ('服务质量', 2), ('财务管理', 3), ('人力资源', 4), ('线上业务占比', 5), ('客户满意度', 6), ('人均营业收入', 7)) AS v(label, offset_by)
WHERE EXISTS (SELECT 1 FROM "dictionary_items" WHERE "code" = 'company.service.category')
ON CONFLICT ("code", "value") DO NOTHING;
--> statement-breakpoint
-- report.evaluationType names the variants as they are now decided (industry = 门类 B, C, D), where
-- operators kept the original labels.
UPDATE "dictionary_items" SET "label" = '工业企业（含数字化生产评估）'
WHERE "code" = 'report.evaluationType' AND "value" = '1' AND "label" = '制造业企业（含数字化生产评估）';--> statement-breakpoint
UPDATE "dictionary_items" SET "label" = '非工业企业（以数字化经营替代数字化生产）'
WHERE "code" = 'report.evaluationType' AND "value" = '2' AND "label" = '非制造业企业（不含数字化生产评估）';
--> statement-breakpoint
-- 服务行业 for the services the assessment now serves in its own variant: 商贸流通 (门类 F) and 建筑施工 (E),
-- after the existing values, where operators keep this dictionary.
INSERT INTO "dictionary_items" ("code", "label", "value", "sort_order")
SELECT 'service.serviceTarget', v.label, v.label, (
  SELECT max("sort_order") FROM "dictionary_items" WHERE "code" = 'service.serviceTarget'
) + v.offset_by
FROM (VALUES ('商贸流通', 1), ('建筑施工', 2)) AS v(label, offset_by)
WHERE EXISTS (SELECT 1 FROM "dictionary_items" WHERE "code" = 'service.serviceTarget')
ON CONFLICT ("code", "value") DO NOTHING;
