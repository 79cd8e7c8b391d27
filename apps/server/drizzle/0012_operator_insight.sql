CREATE TABLE "client_errors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fingerprint" text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"route" text NOT NULL,
	"release" text NOT NULL,
	"browser" text,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_errors_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"audience" text NOT NULL,
	"company_id" bigint,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sent_by" bigint,
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "object_type" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "object_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "result" text DEFAULT 'success' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "operator_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_errors_last_seen_idx" ON "client_errors" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "notices_created_idx" ON "notices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "assessment_records_completed_idx" ON "assessment_records" USING btree ("completed_at") WHERE "assessment_records"."status" = '1';--> statement-breakpoint
CREATE INDEX "assessment_records_created_idx" ON "assessment_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_chain_idx" ON "audit_log" USING btree ("chain_seq");--> statement-breakpoint
CREATE INDEX "certification_requests_decided_idx" ON "certification_requests" USING btree ("certify_type","decided_at") WHERE "certification_requests"."status" = 1;--> statement-breakpoint
CREATE INDEX "formal_applications_created_idx" ON "formal_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "solutions_created_idx" ON "solutions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
-- Operators created before roles existed keep every power they had.
UPDATE "users" SET "operator_roles" = '{contentEditor,reviewer,systemAdmin}'::text[] WHERE "is_operator";
--> statement-breakpoint
-- The audit trail's hash chain (docs/audit.md). A row's hash covers its content and the previous row's
-- hash; the database sets both on insert, so the application cannot forge them.
CREATE FUNCTION audit_log_row_hash(r audit_log, prev text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(prev || jsonb_build_array(
    r.chain_seq, r.id, r.action, r.user_id, r.subject, r.ip, r.user_agent, r.detail,
    r.object_type, r.object_id, r.result, (extract(epoch FROM r.created_at) * 1000000)::bigint
  )::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
DO $$
DECLARE
  r audit_log;
  prev text := '';
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    n := n + 1;
    r.chain_seq := n;
    UPDATE audit_log SET chain_seq = n, prev_hash = prev, hash = audit_log_row_hash(r, prev) WHERE id = r.id
      RETURNING hash INTO prev;
  END LOOP;
END $$;
--> statement-breakpoint
-- Inserts take their place in the chain one at a time: the lock is held until the inserting transaction ends.
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last audit_log;
BEGIN
  PERFORM pg_advisory_xact_lock(7317019);
  SELECT * INTO last FROM audit_log ORDER BY chain_seq DESC NULLS LAST LIMIT 1;
  NEW.chain_seq := coalesce(last.chain_seq, 0) + 1;
  NEW.prev_hash := coalesce(last.hash, '');
  NEW.hash := audit_log_row_hash(NEW, NEW.prev_hash);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
--> statement-breakpoint
-- Audit rows cannot be changed or deleted through the application (nor emptied).
CREATE FUNCTION audit_log_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_immutable();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_immutable();
