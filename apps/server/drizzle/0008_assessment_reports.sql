CREATE TABLE "assessment_benchmark_entries" (
	"company_id" bigint NOT NULL,
	"bank_version" integer NOT NULL,
	"record_id" bigint NOT NULL,
	"total_score" double precision NOT NULL,
	"level" integer NOT NULL,
	"area_a1" double precision,
	"area_a2" double precision,
	"area_a3" double precision,
	"area_a4" double precision,
	"industry_category" text DEFAULT '' NOT NULL,
	"size_band" text DEFAULT '' NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assessment_benchmark_entries_company_id_bank_version_pk" PRIMARY KEY("company_id","bank_version"),
	CONSTRAINT "assessment_benchmark_entries_record_id_unique" UNIQUE("record_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_reports" (
	"record_id" bigint PRIMARY KEY NOT NULL,
	"report_number" text NOT NULL,
	"verification_code" text NOT NULL,
	"content" jsonb NOT NULL,
	"industry_category" text DEFAULT '' NOT NULL,
	"size_band" text DEFAULT '' NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_reports_report_number_unique" UNIQUE("report_number"),
	CONSTRAINT "assessment_reports_verification_code_unique" UNIQUE("verification_code")
);
--> statement-breakpoint
ALTER TABLE "assessment_bank_versions" ADD COLUMN "report_content" jsonb;--> statement-breakpoint
ALTER TABLE "assessment_benchmark_entries" ADD CONSTRAINT "assessment_benchmark_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_benchmark_entries" ADD CONSTRAINT "assessment_benchmark_entries_record_id_assessment_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."assessment_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_record_id_assessment_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."assessment_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_benchmark_group_idx" ON "assessment_benchmark_entries" USING btree ("bank_version","industry_category","size_band");--> statement-breakpoint
-- Records completed before reports existed join the benchmark population (their reports are frozen on first read).
INSERT INTO "assessment_benchmark_entries" ("company_id", "bank_version", "record_id", "total_score", "level", "area_a1", "area_a2", "area_a3", "area_a4", "industry_category", "size_band", "completed_at")
SELECT DISTINCT ON (r."company_id", r."bank_version") r."company_id", r."bank_version", r."id", r."total_score", r."assessment_level",
  (SELECT (x->>'score')::float8 FROM jsonb_array_elements(r."result"->'level1') x WHERE x->>'id' = 'A1'),
  (SELECT (x->>'score')::float8 FROM jsonb_array_elements(r."result"->'level1') x WHERE x->>'id' = 'A2'),
  (SELECT (x->>'score')::float8 FROM jsonb_array_elements(r."result"->'level1') x WHERE x->>'id' = 'A3'),
  (SELECT (x->>'score')::float8 FROM jsonb_array_elements(r."result"->'level1') x WHERE x->>'id' = 'A4'),
  coalesce(c."industry_category", ''),
  CASE WHEN c."employee" IN ('1', '2') THEN 'small' WHEN c."employee" IN ('3', '4') THEN 'medium' WHEN c."employee" IN ('5', '6') THEN 'large' ELSE '' END,
  r."completed_at"
FROM "assessment_records" r JOIN "companies" c ON c."id" = r."company_id"
WHERE r."status" = '1' AND r."answer_type" IN ('0', '2') AND r."total_score" IS NOT NULL AND r."completed_at" IS NOT NULL AND r."result" IS NOT NULL
ORDER BY r."company_id", r."bank_version", r."completed_at" DESC, r."id" DESC;
