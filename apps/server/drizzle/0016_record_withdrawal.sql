ALTER TABLE "assessment_records" DROP CONSTRAINT "assessment_records_status_check";--> statement-breakpoint
ALTER TABLE "assessment_records" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessment_records" ADD COLUMN "withdrawn_by" bigint;--> statement-breakpoint
ALTER TABLE "assessment_records" ADD COLUMN "withdraw_reason" text;--> statement-breakpoint
ALTER TABLE "assessment_records" ADD CONSTRAINT "assessment_records_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_records" ADD CONSTRAINT "assessment_records_status_check" CHECK ("assessment_records"."status" in ('0', '1', '2'));