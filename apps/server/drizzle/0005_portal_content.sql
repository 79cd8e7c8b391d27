-- A title's single characters and character pairs, lower-cased, for the GIN index that finds
-- Chinese title fragments (pg_trgm does not split Chinese into trigrams in every locale, and
-- PGlite ships without it). Immutable, so a generated column may use it.
CREATE FUNCTION content_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}')
  FROM (
    SELECT substr(lower(t), i, 1) AS g FROM generate_series(1, char_length(t)) AS i
    UNION ALL
    SELECT substr(lower(t), i, 2) FROM generate_series(1, char_length(t) - 1) AS i
  ) AS grams
  WHERE g <> '' AND g !~ '^\s+$'
$$;
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_grams" text[] GENERATED ALWAYS AS (content_grams(title)) STORED NOT NULL,
	"group_value" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"company_id" bigint,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL,
	"publish_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_public_group_idx" ON "content_items" USING btree ("kind","group_value",nullif("order_number", 0),"publish_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_items_public_idx" ON "content_items" USING btree ("kind",nullif("order_number", 0),"publish_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_items_title_grams_idx" ON "content_items" USING gin ("title_grams");--> statement-breakpoint
CREATE INDEX "content_items_admin_idx" ON "content_items" USING btree ("kind","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_company_idx" ON "content_items" USING btree ("company_id");