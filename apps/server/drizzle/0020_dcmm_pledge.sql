ALTER TABLE "dcmm_records" ADD COLUMN "pledge_version" integer;--> statement-breakpoint
ALTER TABLE "dcmm_records" ADD COLUMN "pledge_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dcmm_records" ADD COLUMN "pledge_accepted_by" bigint;--> statement-breakpoint
ALTER TABLE "dcmm_records" ADD COLUMN "pledge_accepted_by_name" text;--> statement-breakpoint
ALTER TABLE "dcmm_records" ADD CONSTRAINT "dcmm_records_pledge_accepted_by_users_id_fk" FOREIGN KEY ("pledge_accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcmm_records" ADD CONSTRAINT "dcmm_records_pledge_check" CHECK (("dcmm_records"."pledge_version" is null) = ("dcmm_records"."pledge_accepted_at" is null));