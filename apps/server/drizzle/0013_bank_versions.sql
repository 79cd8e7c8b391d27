ALTER TABLE "assessment_bank_versions" ADD COLUMN "copied_from" integer;--> statement-breakpoint
ALTER TABLE "assessment_bank_versions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Versions that existed before operators could edit them were last changed when they were published.
UPDATE "assessment_bank_versions" SET "updated_at" = coalesce("published_at", "created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_bank_versions_one_draft" ON "assessment_bank_versions" USING btree ("status") WHERE "assessment_bank_versions"."status" = 'draft';
