DROP INDEX "precheck_ecom_company_trgm_idx";--> statement-breakpoint
DROP INDEX "precheck_ecom_name_trgm_idx";--> statement-breakpoint
DROP INDEX "precheck_ecom_email_trgm_idx";--> statement-breakpoint
DROP INDEX "precheck_pos_company_trgm_idx";--> statement-breakpoint
DROP INDEX "precheck_pos_contact_trgm_idx";--> statement-breakpoint
DROP INDEX "precheck_pos_email_trgm_idx";--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gen_comp || chr(31) || gen_full_name || chr(31) || gen_email) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "search_text" text GENERATED ALWAYS AS (company || chr(31) || contact_person || chr(31) || email) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "precheck_ecom_search_trgm_idx" ON "precheck_ecom" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "precheck_pos_search_trgm_idx" ON "precheck_pos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Beside the newest-first indexes, which stay narrow for deep pages, newest-first ones that carry
-- search_text: a search's first page is then found in the index alone.
CREATE INDEX "precheck_pos_newest_search_idx" ON "precheck_pos" ("created_at", "id") INCLUDE ("search_text");--> statement-breakpoint
CREATE INDEX "precheck_ecom_newest_search_idx" ON "precheck_ecom" ("created_at", "id") INCLUDE ("search_text");--> statement-breakpoint
ANALYZE "precheck_pos";--> statement-breakpoint
ANALYZE "precheck_ecom";
