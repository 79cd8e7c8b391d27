DROP INDEX "certification_requests_queue_idx";--> statement-breakpoint
DROP INDEX "companies_created_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (content_grams(company_name || ' ' || social_credit_code)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_chain_order_idx" ON "audit_log" USING btree ("chain_seq","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_chain_idx" ON "audit_log" USING btree ("action","chain_seq","id");--> statement-breakpoint
CREATE INDEX "audit_log_result_chain_idx" ON "audit_log" USING btree ("result","chain_seq","id");--> statement-breakpoint
CREATE INDEX "certification_requests_queue_all_idx" ON "certification_requests" USING btree (("status" = 2),"submitted_at","id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("company_name","id");--> statement-breakpoint
CREATE INDEX "companies_status_created_idx" ON "companies" USING btree ("certification_status","created_at","id");--> statement-breakpoint
CREATE INDEX "companies_status_name_idx" ON "companies" USING btree ("certification_status","company_name","id");--> statement-breakpoint
CREATE INDEX "companies_search_grams_idx" ON "companies" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "certification_requests_queue_idx" ON "certification_requests" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at","id");