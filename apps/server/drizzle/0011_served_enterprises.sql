CREATE TABLE "served_enterprises" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "served_enterprises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"record_id" bigint NOT NULL,
	"site_photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"report_file_id" uuid,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "served_enterprises_photo_count_check" CHECK (cardinality("served_enterprises"."site_photo_ids") <= 5)
);
--> statement-breakpoint
CREATE TABLE "topic551_plans" (
	"year" integer PRIMARY KEY NOT NULL,
	"squad_target" integer NOT NULL,
	"expert_target" integer NOT NULL,
	"enterprise_target" integer NOT NULL,
	"experts_enrolled" integer DEFAULT 0 NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic551_plans_non_negative_check" CHECK ("topic551_plans"."squad_target" >= 0 and "topic551_plans"."expert_target" >= 0 and "topic551_plans"."enterprise_target" >= 0 and "topic551_plans"."experts_enrolled" >= 0)
);
--> statement-breakpoint
ALTER TABLE "served_enterprises" ADD CONSTRAINT "served_enterprises_record_id_assessment_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."assessment_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "served_enterprises" ADD CONSTRAINT "served_enterprises_report_file_id_files_id_fk" FOREIGN KEY ("report_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "served_enterprises" ADD CONSTRAINT "served_enterprises_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic551_plans" ADD CONSTRAINT "topic551_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "served_enterprises_record_idx" ON "served_enterprises" USING btree ("record_id");--> statement-breakpoint
-- Every 551 record started before this migration with a provider is one of that provider's served enterprises.
INSERT INTO "served_enterprises" ("record_id", "created_at", "updated_at")
SELECT "id", "created_at", "created_at" FROM "assessment_records"
WHERE "answer_type" = '2' AND "service_provider_id" IS NOT NULL;
