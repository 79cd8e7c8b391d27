CREATE TABLE "dcmm_questionnaire_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"questions" jsonb NOT NULL,
	"capability_areas" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dcmm_questionnaire_versions_status_check" CHECK ("dcmm_questionnaire_versions"."status" in ('draft', 'published')),
	CONSTRAINT "dcmm_questionnaire_versions_published_check" CHECK (("dcmm_questionnaire_versions"."status" = 'published') = ("dcmm_questionnaire_versions"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "dcmm_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dcmm_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"party_type" text NOT NULL,
	"questionnaire_version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"level" integer NOT NULL,
	"capability" jsonb,
	"submitted_by" bigint,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dcmm_records_party_type_check" CHECK ("dcmm_records"."party_type" in ('A', 'B')),
	CONSTRAINT "dcmm_records_level_check" CHECK ("dcmm_records"."level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "formal_application_evidence" (
	"application_id" bigint NOT NULL,
	"indicator_id" text NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "formal_application_evidence_application_id_file_id_pk" PRIMARY KEY("application_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "formal_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "formal_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"assessment_type" text NOT NULL,
	"assessment_count" integer NOT NULL,
	"application_level" integer NOT NULL,
	"application_remark" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"self_assessment" jsonb,
	"submitted_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_date" date,
	"assessor_company_id" bigint,
	"accepted_at" timestamp with time zone,
	"reject_reason" text,
	"rejected_at" timestamp with time zone,
	"result_level" integer,
	"report_file_id" uuid,
	"completed_at" timestamp with time zone,
	"decided_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formal_applications_type_check" CHECK ("formal_applications"."assessment_type" in ('zdservice', 'dcmm')),
	CONSTRAINT "formal_applications_status_check" CHECK ("formal_applications"."status" in ('0', '1', '2', '3')),
	CONSTRAINT "formal_applications_level_check" CHECK ("formal_applications"."application_level" between 1 and 5),
	CONSTRAINT "formal_applications_count_check" CHECK ("formal_applications"."assessment_count" >= 1),
	CONSTRAINT "formal_applications_result_level_check" CHECK ("formal_applications"."result_level" is null or "formal_applications"."result_level" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "dcmm_records" ADD CONSTRAINT "dcmm_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcmm_records" ADD CONSTRAINT "dcmm_records_questionnaire_version_dcmm_questionnaire_versions_version_fk" FOREIGN KEY ("questionnaire_version") REFERENCES "public"."dcmm_questionnaire_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcmm_records" ADD CONSTRAINT "dcmm_records_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formal_application_evidence" ADD CONSTRAINT "formal_application_evidence_application_id_formal_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."formal_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formal_application_evidence" ADD CONSTRAINT "formal_application_evidence_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formal_applications" ADD CONSTRAINT "formal_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formal_applications" ADD CONSTRAINT "formal_applications_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formal_applications" ADD CONSTRAINT "formal_applications_assessor_company_id_companies_id_fk" FOREIGN KEY ("assessor_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formal_applications" ADD CONSTRAINT "formal_applications_report_file_id_files_id_fk" FOREIGN KEY ("report_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formal_applications" ADD CONSTRAINT "formal_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dcmm_records_company_idx" ON "dcmm_records" USING btree ("company_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "formal_applications_one_open" ON "formal_applications" USING btree ("company_id","assessment_type") WHERE "formal_applications"."status" in ('0', '1');--> statement-breakpoint
CREATE INDEX "formal_applications_company_idx" ON "formal_applications" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "formal_applications_status_idx" ON "formal_applications" USING btree ("status","created_at");