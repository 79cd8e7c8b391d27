ALTER TABLE "assessment_benchmark_entries" DROP CONSTRAINT "assessment_benchmark_entries_record_id_unique";--> statement-breakpoint
DROP INDEX "assessment_benchmark_group_idx";--> statement-breakpoint
ALTER TABLE "assessment_benchmark_entries" DROP CONSTRAINT "assessment_benchmark_entries_company_id_bank_version_pk";--> statement-breakpoint
ALTER TABLE "assessment_benchmark_entries" ADD PRIMARY KEY ("record_id");--> statement-breakpoint
ALTER TABLE "assessment_benchmark_entries" ADD COLUMN "industry_division" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD COLUMN "industry_division" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD COLUMN "peer_figures" jsonb;--> statement-breakpoint
CREATE INDEX "assessment_benchmark_latest_idx" ON "assessment_benchmark_entries" USING btree ("bank_version","company_id","completed_at");--> statement-breakpoint
-- Issue 29 §5: size_band now holds the class of 统计上大中小微型企业划分办法（2017）, which needs the
-- company's industry and revenue; the staff bands stored before are not classes, so they are cleared
-- (those entries count in the 大类, 门类 and province groups, not in a size group).
UPDATE "assessment_benchmark_entries" SET "size_band" = '';--> statement-breakpoint
UPDATE "assessment_reports" SET "size_band" = '';--> statement-breakpoint
UPDATE "assessment_benchmark_entries" e SET "industry_division" = coalesce(c."secondary_industry", '')
FROM "companies" c WHERE c."id" = e."company_id";--> statement-breakpoint
UPDATE "assessment_reports" p SET "industry_division" = coalesce(c."secondary_industry", '')
FROM "assessment_records" r JOIN "companies" c ON c."id" = r."company_id" WHERE r."id" = p."record_id";--> statement-breakpoint
-- Every completed record now has its entry (a report counts each company's latest as of its date), not only the latest.
INSERT INTO "assessment_benchmark_entries" ("company_id", "bank_version", "record_id", "total_score", "level", "area_a1", "area_a2", "area_a3", "area_a4", "industry_category", "industry_division", "size_band", "completed_at")
SELECT r."company_id", r."bank_version", r."id", r."total_score", r."assessment_level",
  (SELECT (x->>'score')::float8 FROM jsonb_array_elements(r."result"->'level1') x WHERE x->>'id' = 'A1'),
  (SELECT (x->>'score')::float8 FROM jsonb_array_elements(r."result"->'level1') x WHERE x->>'id' = 'A2'),
  (SELECT (x->>'score')::float8 FROM jsonb_array_elements(r."result"->'level1') x WHERE x->>'id' = 'A3'),
  (SELECT (x->>'score')::float8 FROM jsonb_array_elements(r."result"->'level1') x WHERE x->>'id' = 'A4'),
  coalesce(p."industry_category", c."industry_category", ''), coalesce(c."secondary_industry", ''), '', r."completed_at"
FROM "assessment_records" r JOIN "companies" c ON c."id" = r."company_id"
LEFT JOIN "assessment_reports" p ON p."record_id" = r."id"
WHERE r."status" = '1' AND r."answer_type" IN ('0', '2') AND r."total_score" IS NOT NULL AND r."completed_at" IS NOT NULL AND r."result" IS NOT NULL
ON CONFLICT ("record_id") DO NOTHING;
