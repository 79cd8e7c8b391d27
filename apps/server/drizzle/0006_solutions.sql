CREATE TABLE "solution_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solution_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"solution_id" bigint NOT NULL,
	"decision" text NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solutions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"solution_name" text NOT NULL,
	"service_category" text[] NOT NULL,
	"service_target" text[] NOT NULL,
	"service_area" text[] NOT NULL,
	"contact_person" text NOT NULL,
	"contact_phone" text NOT NULL,
	"solution_description" text DEFAULT '' NOT NULL,
	"pain_points" text DEFAULT '' NOT NULL,
	"solution_introduction" text DEFAULT '' NOT NULL,
	"application_value" text DEFAULT '' NOT NULL,
	"classic_cases" text DEFAULT '' NOT NULL,
	"image_file_ids" text[] NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL,
	"table_flag" text DEFAULT '2' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "solution_reviews" ADD CONSTRAINT "solution_reviews_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_reviews" ADD CONSTRAINT "solution_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solution_reviews_solution_idx" ON "solution_reviews" USING btree ("solution_id","created_at");--> statement-breakpoint
CREATE INDEX "solutions_public_idx" ON "solutions" USING btree ("table_flag","order_number","id");--> statement-breakpoint
CREATE INDEX "solutions_company_idx" ON "solutions" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "solutions_category_idx" ON "solutions" USING gin ("service_category");--> statement-breakpoint
CREATE INDEX "solutions_target_idx" ON "solutions" USING gin ("service_target");