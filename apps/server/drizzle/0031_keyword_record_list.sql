-- The operators' list of assessment records by a keyword (docs/performance.md, 评估记录). Its records are
-- counted per company: the records of the keyword's companies, with what the list filters and orders by,
-- read from this index alone (a broad keyword's 100,000 records in one lookup per company).
CREATE INDEX "assessment_records_list_company_idx" ON "assessment_records" ("company_id", "created_at")
  INCLUDE ("id", "completed_at", "total_score", "status", "answer_type", "city", "industry_category", "assessment_level");
--> statement-breakpoint
-- Its page is read in the order's index from the fine bucket it starts in: each index of an order also
-- carries the record's company, so an entry is matched to the keyword's companies without the table.
-- Built beside the old ones (reads go on meanwhile), then put in their place.
CREATE INDEX "assessment_records_list_created_idx_next" ON "assessment_records" ("created_at", "id")
  INCLUDE ("company_id", "status", "answer_type", "city", "industry_category", "assessment_level");
--> statement-breakpoint
CREATE INDEX "assessment_records_list_completed_desc_idx_next" ON "assessment_records" ("completed_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("company_id", "created_at", "status", "answer_type", "city", "industry_category", "assessment_level");
--> statement-breakpoint
CREATE INDEX "assessment_records_list_completed_asc_idx_next" ON "assessment_records" ("completed_at" ASC NULLS LAST, "id" ASC)
  INCLUDE ("company_id", "created_at", "status", "answer_type", "city", "industry_category", "assessment_level");
--> statement-breakpoint
CREATE INDEX "assessment_records_list_score_desc_idx_next" ON "assessment_records" ("total_score" DESC NULLS LAST, "id" DESC)
  INCLUDE ("company_id", "created_at", "status", "answer_type", "city", "industry_category", "assessment_level");
--> statement-breakpoint
CREATE INDEX "assessment_records_list_score_asc_idx_next" ON "assessment_records" ("total_score" ASC NULLS LAST, "id" ASC)
  INCLUDE ("company_id", "created_at", "status", "answer_type", "city", "industry_category", "assessment_level");
--> statement-breakpoint
DROP INDEX "assessment_records_list_created_idx";
--> statement-breakpoint
ALTER INDEX "assessment_records_list_created_idx_next" RENAME TO "assessment_records_list_created_idx";
--> statement-breakpoint
DROP INDEX "assessment_records_list_completed_desc_idx";
--> statement-breakpoint
ALTER INDEX "assessment_records_list_completed_desc_idx_next" RENAME TO "assessment_records_list_completed_desc_idx";
--> statement-breakpoint
DROP INDEX "assessment_records_list_completed_asc_idx";
--> statement-breakpoint
ALTER INDEX "assessment_records_list_completed_asc_idx_next" RENAME TO "assessment_records_list_completed_asc_idx";
--> statement-breakpoint
DROP INDEX "assessment_records_list_score_desc_idx";
--> statement-breakpoint
ALTER INDEX "assessment_records_list_score_desc_idx_next" RENAME TO "assessment_records_list_score_desc_idx";
--> statement-breakpoint
DROP INDEX "assessment_records_list_score_asc_idx";
--> statement-breakpoint
ALTER INDEX "assessment_records_list_score_asc_idx_next" RENAME TO "assessment_records_list_score_asc_idx";
