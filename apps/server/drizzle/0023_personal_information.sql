CREATE TABLE "agreement_consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "agreements_kind_check" CHECK ("agreements"."kind" in ('terms', 'privacy')),
	CONSTRAINT "agreements_status_check" CHECK ("agreements"."status" in ('draft', 'published')),
	CONSTRAINT "agreements_published_check" CHECK (("agreements"."status" = 'published') = ("agreements"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "personal_info_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personal_info_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "personal_info_requests_kind_check" CHECK ("personal_info_requests"."kind" in ('export', 'close')),
	CONSTRAINT "personal_info_requests_status_check" CHECK ("personal_info_requests"."status" in ('completed', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "consent_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_consents" ADD CONSTRAINT "agreement_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_info_requests" ADD CONSTRAINT "personal_info_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_consents_user_version_idx" ON "agreement_consents" USING btree ("user_id","kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_kind_version_idx" ON "agreements" USING btree ("kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_one_draft_idx" ON "agreements" USING btree ("kind") WHERE "agreements"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "personal_info_requests_requested_idx" ON "personal_info_requests" USING btree ("requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "personal_info_requests_user_idx" ON "personal_info_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assessment_answers_answered_by_idx" ON "assessment_answers" USING btree ("answered_by");--> statement-breakpoint
CREATE INDEX "assessment_records_created_by_idx" ON "assessment_records" USING btree ("created_by");--> statement-breakpoint
-- A published version is what people agreed to: its text, number and publication never change, and it is never deleted.
CREATE FUNCTION agreements_published_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'published' AND (TG_OP = 'DELETE'
      OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.version IS DISTINCT FROM OLD.version
      OR NEW.title IS DISTINCT FROM OLD.title OR NEW.content IS DISTINCT FROM OLD.content
      OR NEW.status IS DISTINCT FROM OLD.status OR NEW.published_at IS DISTINCT FROM OLD.published_at) THEN
    RAISE EXCEPTION 'a published agreement version cannot be changed or deleted' USING ERRCODE = '42501';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER agreements_published_immutable BEFORE UPDATE OR DELETE ON agreements
  FOR EACH ROW EXECUTE FUNCTION agreements_published_immutable();
