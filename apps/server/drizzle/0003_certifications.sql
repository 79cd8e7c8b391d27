CREATE TABLE "certification_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certification_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"actor_user_id" bigint,
	"action" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certification_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"certify_type" text NOT NULL,
	"status" smallint NOT NULL,
	"applicant_user_id" bigint NOT NULL,
	"company_id" bigint,
	"payload" jsonb NOT NULL,
	"credit_code" text,
	"reject_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certification_events" ADD CONSTRAINT "certification_events_request_id_certification_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."certification_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_requests" ADD CONSTRAINT "certification_requests_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_requests" ADD CONSTRAINT "certification_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_requests" ADD CONSTRAINT "certification_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_events_request_idx" ON "certification_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "certification_requests_queue_idx" ON "certification_requests" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "certification_requests_applicant_idx" ON "certification_requests" USING btree ("applicant_user_id","certify_type","submitted_at");--> statement-breakpoint
CREATE INDEX "certification_requests_company_idx" ON "certification_requests" USING btree ("company_id","certify_type");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_requests_one_pending_per_applicant" ON "certification_requests" USING btree ("applicant_user_id","certify_type") WHERE "certification_requests"."status" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "certification_requests_one_pending_per_company" ON "certification_requests" USING btree ("company_id","certify_type") WHERE "certification_requests"."status" = 2 and "certification_requests"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");