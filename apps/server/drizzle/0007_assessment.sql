CREATE TABLE "assessment_answers" (
	"record_id" bigint NOT NULL,
	"question_id" text NOT NULL,
	"level" integer NOT NULL,
	"option_ids" text[] NOT NULL,
	"answered_by" bigint,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "assessment_answers_record_id_question_id_pk" PRIMARY KEY("record_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_bank_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"parameters" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_bank_versions_status_check" CHECK ("assessment_bank_versions"."status" in ('draft', 'published')),
	CONSTRAINT "assessment_bank_versions_published_check" CHECK (("assessment_bank_versions"."status" = 'published') = ("assessment_bank_versions"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "assessment_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"answer_type" text NOT NULL,
	"assessment_type" text NOT NULL,
	"cropped_indicator_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_provider_id" bigint,
	"bank_version" integer NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"current_level" integer DEFAULT 1 NOT NULL,
	"assessment_level" integer DEFAULT 0 NOT NULL,
	"digital_transformation_level" text,
	"total_score" double precision,
	"result" jsonb,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "assessment_records_answer_type_check" CHECK ("assessment_records"."answer_type" in ('0', '1', '2')),
	CONSTRAINT "assessment_records_assessment_type_check" CHECK ("assessment_records"."assessment_type" in ('1', '2')),
	CONSTRAINT "assessment_records_status_check" CHECK ("assessment_records"."status" in ('0', '1')),
	CONSTRAINT "assessment_records_current_level_check" CHECK ("assessment_records"."current_level" between 1 and 5),
	CONSTRAINT "assessment_records_assessment_level_check" CHECK ("assessment_records"."assessment_level" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_record_id_assessment_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."assessment_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_records" ADD CONSTRAINT "assessment_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_records" ADD CONSTRAINT "assessment_records_service_provider_id_companies_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_records" ADD CONSTRAINT "assessment_records_bank_version_assessment_bank_versions_version_fk" FOREIGN KEY ("bank_version") REFERENCES "public"."assessment_bank_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_records" ADD CONSTRAINT "assessment_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_records_one_in_progress" ON "assessment_records" USING btree ("company_id","answer_type") WHERE "assessment_records"."status" = '0';--> statement-breakpoint
CREATE INDEX "assessment_records_company_idx" ON "assessment_records" USING btree ("company_id","answer_type","created_at");--> statement-breakpoint
CREATE INDEX "assessment_records_provider_idx" ON "assessment_records" USING btree ("service_provider_id");